<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es_ES">
<context>
    <name>ActionBar</name>
    <message>
        <location filename="../../app/ui/showdown_rows.py" line="+33"/>
        <location line="+22"/>
        <source>e.g. As Kd</source>
        <extracomment>Hands to show sit in this many columns, so nine fit in three lines at 1280x720. The widest a player&apos;s name may be beside a hand to show (longer names are cut, whole in the tooltip): three rows must fit side by side in the console&apos;s width.</extracomment>
        <translation>p. ej. As Kd</translation>
    </message>
    <message>
        <location line="-21"/>
        <source>down cards, e.g. As Kd 7c</source>
        <translation>cartas tapadas, p. ej. As Kd 7c</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>e.g. Ah Kh Qd Jd</source>
        <translation>p. ej. Ah Kh Qd Jd</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>e.g. 7c 5d 4h 3s 2c</source>
        <translation>p. ej. 7c 5d 4h 3s 2c</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>all seven, e.g. As Kd 7c 7h 2s 9d Jc</source>
        <translation>las siete, p. ej. As Kd 7c 7h 2s 9d Jc</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Show</source>
        <translation>Mostrar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Muck</source>
        <translation>No mostrar</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>{name} (seat {seat})</source>
        <translation>{name} (asiento {seat})</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Cards shown by {name} (seat {seat})</source>
        <translation>Cartas mostradas por {name} (asiento {seat})</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>High half to</source>
        <translation>Mitad alta para</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Low half to</source>
        <translation>Mitad baja para</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No low</source>
        <translation>Sin baja</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Nobody has a low: the high half&apos;s winners take the whole pot</source>
        <translation>Nadie tiene baja: los ganadores de la mitad alta se llevan el bote entero</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Award</source>
        <translation>Adjudicar</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>{pot} {amount}:</source>
        <translation>{pot} {amount}:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Choose who wins the {pot}&apos;s high half and low half (or No low), then Award</source>
        <translation>Elija quién gana la mitad alta y la mitad baja del {pot} (o Sin baja) y luego Adjudicar</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Choose who wins the {pot}, then Award</source>
        <translation>Elige quién gana el {pot} y pulsa Adjudicar</translation>
    </message>
    <message>
        <location filename="../../app/ui/action_bar.py" line="+129"/>
        <source>Fold  [F]</source>
        <extracomment>Dealer&apos;s choice asked before the hand N deals (closed: deleted, so a new one). The stud street (hand, streets dealt) whose bring-in or first seat is asked, after &quot;Deal without cards&quot;; any other street asks nothing. A draw game&apos;s draw between betting rounds (app/ui/draw_page.py). Where the keyboard goes after each recorded action (the window sets the felt).</extracomment>
        <translation>Tirar  [F]</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+223"/>
        <source>Check  [C]</source>
        <translation>Pasar  [C]</translation>
    </message>
    <message>
        <location line="-217"/>
        <location line="+1"/>
        <source>amount</source>
        <translation>cantidad</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Raise  [R]</source>
        <translation>Subir  [R]</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Min</source>
        <translation>Mín.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>½ Pot</source>
        <translation>½ bote</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+234"/>
        <source>Pot</source>
        <translation>Bote</translation>
    </message>
    <message>
        <location line="-231"/>
        <source>All-in  [A]</source>
        <translation>All-in  [A]</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+196"/>
        <source>Call {amount}  [C]</source>
        <translation>Ver {amount}  [C]</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Raise to  [R]</source>
        <translation>Subir a  [R]</translation>
    </message>
    <message>
        <location line="-205"/>
        <location line="+216"/>
        <source>Pot (max)</source>
        <translation>Bote (máx.)</translation>
    </message>
    <message>
        <location line="-213"/>
        <location line="+219"/>
        <source>All-in {amount}  [A]</source>
        <translation>All-in {amount}  [A]</translation>
    </message>
    <message>
        <location line="-203"/>
        <location line="+228"/>
        <source>type the cards, e.g. Ah Kd 7c, then Enter</source>
        <translation>escribe las cartas, p. ej. Ah Kd 7c, y pulsa Intro</translation>
    </message>
    <message>
        <location line="-222"/>
        <source>Deal  [D]</source>
        <translation>Repartir  [D]</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Deal without cards</source>
        <translation>Repartir sin cartas</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Next Hand  [N]</source>
        <translation>Siguiente mano  [N]</translation>
    </message>
    <message>
        <location line="+105"/>
        <source>Seat {seat}: {name} to act · {behind} behind</source>
        <translation>Asiento {seat}: habla {name} · le quedan {behind}</translation>
    </message>
    <message>
        <location line="-168"/>
        <location line="+198"/>
        <source>Complete to {amount}  [R]</source>
        <translation>Completar a {amount}  [R]</translation>
    </message>
    <message>
        <location line="-158"/>
        <location line="+239"/>
        <source>Seat {seat}</source>
        <translation>Asiento {seat}</translation>
    </message>
    <message>
        <location line="-103"/>
        <source>{brings_in} · {name} · {behind} behind</source>
        <translation>{brings_in} · {name} · le quedan {behind}</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Bet  [R]</source>
        <translation>Apostar  [R]</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>From {low} to {high}; all-in is {all_in}</source>
        <translation>De {low} a {high}; el all-in es {all_in}</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>seat number, e.g. 3</source>
        <translation>número de asiento, p. ej. 3</translation>
    </message>
    <message>
        <location line="+120"/>
        <source>This table is closed.</source>
        <translation>Esta mesa está cerrada.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Hand {number} result:</source>
        <translation>Resultado de la mano {number}:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Ready to deal.</source>
        <translation>Listo para repartir.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Choose who wins the low half, or No low</source>
        <translation>Elija quién gana la mitad baja, o Sin baja</translation>
    </message>
    <message>
        <location line="+140"/>
        <source>Showdown</source>
        <translation>Showdown</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>1 hand to show</source>
        <translation>1 mano por mostrar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{count} hands to show</source>
        <translation>{count} manos por mostrar</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>1 pot to award</source>
        <translation>1 bote por adjudicar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{count} pots to award</source>
        <translation>{count} botes por adjudicar</translation>
    </message>
</context>
<context>
    <name>Alerts</name>
    <message>
        <location filename="../../app/display/alerts.py" line="+123"/>
        <source>The alert volume goes from 0 to 1, not {volume}</source>
        <translation>El volumen de los avisos va de 0 a 1, no {volume}</translation>
    </message>
</context>
<context>
    <name>Announcements</name>
    <message>
        <location filename="../../app/present/announcements.py" line="+220"/>
        <source>Level {number} follows: {small} / {big}.</source>
        <translation>Después, nivel {number}: {small} / {big}.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Break of {minutes}.</source>
        <translation>Descanso de {minutes}.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Break</source>
        <translation>Descanso</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>The {chip} chips ({colour}) leave play: chip race into {into}s at every table. Leave your stacks in view.</source>
        <translation>Las fichas de {chip} ({colour}) salen del juego: carrera de fichas a fichas de {into} en todas las mesas. Dejad los stacks a la vista.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The {chip} chips leave play: chip race into {into}s at every table. Leave your stacks in view.</source>
        <translation>Las fichas de {chip} salen del juego: carrera de fichas a fichas de {into} en todas las mesas. Dejad los stacks a la vista.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The {chip} chips ({colour}) leave play: chip race at every table. Leave your stacks in view.</source>
        <translation>Las fichas de {chip} ({colour}) salen del juego: carrera de fichas en todas las mesas. Dejad los stacks a la vista.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The {chip} chips leave play: chip race at every table. Leave your stacks in view.</source>
        <translation>Las fichas de {chip} salen del juego: carrera de fichas en todas las mesas. Dejad los stacks a la vista.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Color up</source>
        <translation>Cambio de fichas</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Out of the tournament</source>
        <translation>Eliminado del torneo</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Winner</source>
        <translation>Ganador</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>{name}: {amount}</source>
        <translation>{name}: {amount}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{amount} still to play for: the winner takes it</source>
        <translation>Quedan {amount} en juego: se los lleva el ganador</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The {count} players left made a deal. The tournament ends with the deal.</source>
        <translation>Los {count} jugadores que quedan han hecho un trato. El torneo termina con el trato.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The {count} players left made a deal.</source>
        <translation>Los {count} jugadores que quedan han hecho un trato.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A deal</source>
        <translation>Un trato</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>The bubble</source>
        <translation>La burbuja</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{left} players left and {paid} paid: one more bust and everyone left is in the money.</source>
        <translation>Quedan {left} jugadores y cobran {paid}: una eliminación más y todos los que queden cobran.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Hand-for-hand</source>
        <translation>Mano a mano entre mesas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every table plays one hand at a time: finish your hand and wait for the next deal together.</source>
        <translation>Todas las mesas juegan una mano a la vez: terminad la mano y esperad a repartir la siguiente todos juntos.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>In the money</source>
        <translation>En premios</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The bubble has burst: the {left} players left are all paid. Hand-for-hand is over.</source>
        <translation>La burbuja ha estallado: los {left} jugadores que quedan cobran todos. Se acabó el mano a mano entre mesas.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The bubble has burst: the {left} players left are all paid.</source>
        <translation>La burbuja ha estallado: los {left} jugadores que quedan cobran todos.</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>Table {number} breaks: its {count} players take new seats.</source>
        <translation>Se cierra la mesa {number}: sus {count} jugadores cambian de asiento.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Table {number} breaks: one player moves.</source>
        <translation>Se cierra la mesa {number}: un jugador cambia de mesa.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Table {number} breaks.</source>
        <translation>Se cierra la mesa {number}.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Table {number} breaks</source>
        <translation>Se cierra la mesa {number}</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>{name} moves from table {old} to table {table}, seat {seat}.</source>
        <translation>{name} pasa de la mesa {old} a la mesa {table}, asiento {seat}.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{count} players move to balance the tables.</source>
        <translation>{count} jugadores cambian de mesa para equilibrar las mesas.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Table move</source>
        <translation>Cambio de mesa</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>The final table</source>
        <translation>La mesa final</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The final table: {count} players at table {table}.</source>
        <translation>La mesa final: {count} jugadores en la mesa {table}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Seat {seat}  {name}</source>
        <translation>Asiento {seat}  {name}</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Seat</source>
        <translation>Asiento</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} takes table {table}, seat {seat}.</source>
        <translation>{name} se sienta en la mesa {table}, asiento {seat}.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{count} players drawn to one table: find your name.</source>
        <translation>{count} jugadores sorteados en una mesa: buscad vuestro nombre.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{count} players drawn to {tables} tables: find your name.</source>
        <translation>{count} jugadores sorteados en {tables} mesas: buscad vuestro nombre.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Seat draw</source>
        <translation>Sorteo de asientos</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>{name} → table {table}, seat {seat}</source>
        <translation>{name} → mesa {table}, asiento {seat}</translation>
    </message>
</context>
<context>
    <name>Argparse</name>
    <message>
        <location filename="../../app/cli/language.py" line="+70"/>
        <source>usage: </source>
        <translation>uso: </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>positional arguments</source>
        <translation>argumentos posicionales</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>options</source>
        <translation>opciones</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>show this help message and exit</source>
        <translation>muestra esta ayuda y sale</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../app/main.py" line="+37"/>
        <source>show program&apos;s version number and exit</source>
        <translation>muestra la versión del programa y sale</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%(prog)s: error: %(message)s
</source>
        <translation>%(prog)s: error: %(message)s
</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>argument %(argument_name)s: %(message)s</source>
        <translation>argumento %(argument_name)s: %(message)s</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unrecognized arguments: %s</source>
        <translation>argumentos no reconocidos: %s</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not allowed with argument %s</source>
        <translation>no se permite con el argumento %s</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the following arguments are required: %s</source>
        <translation>faltan estos argumentos obligatorios: %s</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>one of the arguments %s is required</source>
        <translation>hace falta uno de los argumentos %s</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>expected one argument</source>
        <translation>se esperaba un argumento</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>expected at most one argument</source>
        <translation>se esperaba como mucho un argumento</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>expected at least one argument</source>
        <translation>se esperaba al menos un argumento</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ambiguous option: %(option)s could match %(matches)s</source>
        <translation>opción ambigua: %(option)s puede ser %(matches)s</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>invalid %(type)s value: %(value)r</source>
        <translation>valor %(type)s no válido: %(value)r</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>invalid choice: %(value)r (choose from %(choices)s)</source>
        <translation>opción no válida: %(value)r (elige entre %(choices)s)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>can&apos;t open &apos;%(filename)s&apos;: %(error)s</source>
        <translation>no se puede abrir &apos;%(filename)s&apos;: %(error)s</translation>
    </message>
</context>
<context>
    <name>ButtonDraw</name>
    <message>
        <location filename="../../app/ui/button_draw.py" line="+45"/>
        <source>Draw for the button at table {table}</source>
        <translation>Sorteo del botón en la mesa {table}</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Record the draw</source>
        <translation>Anotar el sorteo</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>card, e.g. Kh</source>
        <translation>carta, p. ej. Kh</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+3"/>
        <source>Seat {seat}: {name}</source>
        <translation>Asiento {seat}: {name}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Button to</source>
        <translation>Botón para</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Each player draws a card: the high card takes the button; between cards of one rank, spades beat hearts, diamonds and clubs. Type each card, or only choose who won.</source>
        <translation>Cada jugador saca una carta: la más alta se lleva el botón; entre cartas del mismo valor, picas gana a corazones, diamantes y tréboles. Escribe cada carta o elige solo quién ganó.</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Type every player&apos;s card</source>
        <translation>Escribe la carta de cada jugador</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Nothing recorded: {problem}</source>
        <translation>No se ha anotado nada: {problem}</translation>
    </message>
</context>
<context>
    <name>Cards</name>
    <message>
        <location filename="../../app/engine/cards.py" line="+25"/>
        <source>Two</source>
        <translation>dos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Three</source>
        <translation>tres</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Four</source>
        <translation>cuatro</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Five</source>
        <translation>cinco</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Six</source>
        <translation>seis</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seven</source>
        <translation>siete</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Eight</source>
        <translation>ocho</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nine</source>
        <translation>nueve</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ten</source>
        <translation>diez</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Jack</source>
        <translation>jota</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Queen</source>
        <translation>dama</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>King</source>
        <translation>rey</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ace</source>
        <translation>as</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Twos</source>
        <translation>doses</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Threes</source>
        <translation>treses</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fours</source>
        <translation>cuatros</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fives</source>
        <translation>cincos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sixes</source>
        <translation>seises</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sevens</source>
        <translation>sietes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Eights</source>
        <translation>ochos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nines</source>
        <translation>nueves</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tens</source>
        <translation>dieces</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Jacks</source>
        <translation>jotas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Queens</source>
        <translation>damas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Kings</source>
        <translation>reyes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Aces</source>
        <translation>ases</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Two high</source>
        <translation>al dos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Three high</source>
        <translation>al tres</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Four high</source>
        <translation>al cuatro</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Five high</source>
        <translation>al cinco</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Six high</source>
        <translation>al seis</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seven high</source>
        <translation>al siete</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Eight high</source>
        <translation>al ocho</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nine high</source>
        <translation>al nueve</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ten high</source>
        <translation>al diez</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Jack high</source>
        <translation>a la jota</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Queen high</source>
        <translation>a la dama</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>King high</source>
        <translation>al rey</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ace high</source>
        <translation>al as</translation>
    </message>
    <message>
        <location line="+82"/>
        <source>&apos;{text}&apos; is not a card: write a rank (2-9, T, J, Q, K, A) then a suit (c, d, h, s), e.g. As or Td</source>
        <translation>&apos;{text}&apos; no es una carta: escribe el valor (2-9, T, J, Q, K, A) y después el palo (c, d, h, s), p. ej. As o Td</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>{card} appears twice; each card exists once in the deck</source>
        <translation>{card} aparece dos veces; cada carta está una sola vez en la baraja</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>High Card</source>
        <translation>Carta alta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One Pair</source>
        <translation>Pareja</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Two Pair</source>
        <translation>Doble pareja</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Three of a Kind</source>
        <translation>Trío</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Straight</source>
        <translation>Escalera</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Flush</source>
        <translation>Color</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Full House</source>
        <translation>Full</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Four of a Kind</source>
        <translation>Póker</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Straight Flush</source>
        <translation>Escalera de color</translation>
    </message>
    <message>
        <location line="+87"/>
        <location filename="../../app/engine/stud.py" line="+192"/>
        <source>A hand is evaluated from 5 to 7 cards, not {count}</source>
        <translation>Una mano se valora con entre 5 y 7 cartas, no con {count}</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>A Hold&apos;em hand has 2 hole cards, not {count}</source>
        <translation>Una mano de Hold&apos;em tiene 2 cartas propias, no {count}</translation>
    </message>
    <message>
        <location line="+6"/>
        <location filename="../../app/engine/omaha.py" line="+123"/>
        <source>The board needs all 5 cards to rank hands; it has {count}</source>
        <translation>Para valorar las manos hacen falta las 5 cartas comunitarias; hay {count}</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Royal Flush</source>
        <translation>Escalera real</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Straight Flush, {high}</source>
        <translation>Escalera de color {high}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Four of a Kind, {rank}, {kicker} kicker</source>
        <translation>Póker de {rank}, kicker {kicker}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Full House, {three} full of {two}</source>
        <translation>Full de {three} con {two}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Flush, {high}</source>
        <translation>Color {high}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Straight, {high}</source>
        <translation>Escalera {high}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Three of a Kind, {rank}</source>
        <translation>Trío de {rank}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Two Pair, {top} and {bottom}, {kicker} kicker</source>
        <translation>Doble pareja, {top} y {bottom}, kicker {kicker}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Pair of {rank}, kickers {kickers}</source>
        <translation>Pareja de {rank}, kickers {kickers}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>High Card, {cards}</source>
        <translation>Carta alta: {cards}</translation>
    </message>
    <message>
        <location filename="../../app/engine/omaha.py" line="-86"/>
        <source>Low, {cards}</source>
        <translation>Baja, {cards}</translation>
    </message>
    <message>
        <location line="+80"/>
        <source>An Omaha hand has 4 hole cards, not {count}</source>
        <translation>Una mano de Omaha tiene 4 cartas propias, no {count}</translation>
    </message>
    <message>
        <location filename="../../app/engine/short_deck.py" line="+44"/>
        <source>A short-deck hand is 2 hole cards and 5 board cards</source>
        <translation>Una mano de baraja corta son 2 cartas propias y 5 cartas comunitarias</translation>
    </message>
    <message>
        <location filename="../../app/engine/stud.py" line="-18"/>
        <source>{cards}, paired</source>
        <translation>{cards}, con pareja</translation>
    </message>
    <message>
        <location filename="../../app/engine/draw_values.py" line="+60"/>
        <source>Flush, {cards}</source>
        <translation>Color, {cards}</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>A deuce-to-seven hand is 5 cards, not {count}</source>
        <translation>Una mano de 2-7 son 5 cartas, no {count}</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>A badugi hand is 4 cards, not {count}</source>
        <translation>Una mano de badugi son 4 cartas, no {count}</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Badugi, {cards}</source>
        <translation>Badugi, {cards}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Three cards, {cards}</source>
        <translation>Tres cartas, {cards}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Two cards, {cards}</source>
        <translation>Dos cartas, {cards}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>One card, {cards}</source>
        <translation>Una carta, {cards}</translation>
    </message>
</context>
<context>
    <name>Cashier</name>
    <message>
        <location filename="../../app/engine/cashier.py" line="+280"/>
        <source>There is no charge number {number}</source>
        <translation>No hay ningún cobro número {number}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{name}&apos;s {entry} is already marked {payment}</source>
        <translation>{name}, {entry}: ya está marcado como {payment}</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Pay {name} in cash or another way</source>
        <translation>Paga a {name} en efectivo o de otra forma</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Pay {name} an amount above zero</source>
        <translation>Paga a {name} una cantidad mayor que cero</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{name} has nothing left to be paid</source>
        <translation>A {name} no le queda nada por cobrar</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{name} is owed {due}; {amount} is more than that</source>
        <translation>A {name} se le deben {due}; {amount} es más que eso</translation>
    </message>
    <message>
        <location filename="../../app/present/cashier_sheet.py" line="+69"/>
        <location line="+140"/>
        <location filename="../../app/ui/cashier_panel.py" line="+59"/>
        <source>Paid out</source>
        <translation>Pagado</translation>
    </message>
    <message>
        <location line="-122"/>
        <source>Cash in {cash_in} · out {cash_out} · in the box {in_box}</source>
        <translation>Efectivo: entrado {cash_in} · salido {cash_out} · en caja {in_box}</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Other ways: in {other_in} · out {other_out}</source>
        <translation>Otras formas: entrado {other_in} · salido {other_out}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Owed by players {owed} · still to pay out {to_pay}</source>
        <translation>Deben los jugadores {owed} · falta por pagar {to_pay}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>overpaid {amount} (collect it back)</source>
        <translation>pagado de más {amount} (hay que recuperarlo)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Held {held} = fees {fees} + to pay out {to_pay} + not won yet {not_won} − owed {owed}</source>
        <translation>En mano {held} = comisiones {fees} + por pagar {to_pay} + aún sin ganar {not_won} − pendiente {owed}</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>balanced</source>
        <translation>cuadra</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>off by {amount}</source>
        <translation>descuadre de {amount}</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>#{number} {entry} {price} — owed</source>
        <translation>n.º {number} {entry} {price} — pendiente</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>#{number} {entry} {price} — {way}, {time}</source>
        <translation>n.º {number} {entry} {price} — {way}, {time}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Paid out {amount} — {way}, {time}</source>
        <translation>Pagado {amount} — {way}, {time}</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Prize {prize} + bounties {bounties}</source>
        <translation>Premio {prize} + recompensas {bounties}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Prize {prize}</source>
        <translation>Premio {prize}</translation>
    </message>
    <message>
        <location line="+15"/>
        <location line="+25"/>
        <location filename="../../app/ui/cashier_panel.py" line="-4"/>
        <source>Player</source>
        <translation>Jugador</translation>
    </message>
    <message>
        <location line="-24"/>
        <location filename="../../app/ui/cashier_panel.py" line="+1"/>
        <source>Paid</source>
        <translation>Pagado</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../app/ui/cashier_panel.py" line="+1"/>
        <source>Owes</source>
        <translation>Debe</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../app/ui/cashier_panel.py" line="+1"/>
        <source>Won</source>
        <translation>Ganado</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../../app/ui/cashier_panel.py" line="+2"/>
        <source>To pay</source>
        <translation>Por pagar</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Time</source>
        <translation>Hora</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>What</source>
        <translation>Concepto</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Way</source>
        <translation>Forma</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In</source>
        <translation>Entra</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Out</source>
        <translation>Sale</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+12"/>
        <source>Cash box</source>
        <translation>Caja</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every movement</source>
        <translation>Todos los movimientos</translation>
    </message>
    <message>
        <location filename="../../app/ui/cashier_panel.py" line="+45"/>
        <source>Paid in cash</source>
        <translation>Pagado en efectivo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Paid another way</source>
        <translation>Pagado de otra forma</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Not paid yet</source>
        <translation>Aún no pagado</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pay out…</source>
        <translation>Pagar…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Export ledger…</source>
        <translation>Exportar libro de caja…</translation>
    </message>
    <message>
        <location line="+95"/>
        <source>Select a player to see their lines and pay them out.</source>
        <translation>Elige un jugador para ver sus movimientos y pagarle.</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>Select a buy-in, rebuy, add-on or re-entry first</source>
        <translation>Elige primero una entrada, recompra, add-on o reentrada</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+11"/>
        <source>Select the player to pay first</source>
        <translation>Elige primero el jugador al que pagar</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Export the cashier&apos;s ledger</source>
        <translation>Exportar el libro de caja</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CSV files (*.csv)</source>
        <translation>Archivos CSV (*.csv)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The ledger could not be written to {path}: {problem}</source>
        <translation>No se pudo escribir el libro de caja en {path}: {problem}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Ledger saved to {path}</source>
        <translation>Libro de caja guardado en {path}</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Pay out {name}</source>
        <translation>Pagar a {name}</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Still to pay:</source>
        <translation>Falta por pagar:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Amount:</source>
        <translation>Cantidad:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Paid:</source>
        <translation>Pagado:</translation>
    </message>
</context>
<context>
    <name>ChipCounts</name>
    <message>
        <location filename="../../app/ui/chip_counts.py" line="+54"/>
        <source>Type the count (0 if out of chips)</source>
        <translation>Escribe el recuento (0 si se ha quedado sin fichas)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A chip count cannot be negative</source>
        <translation>Un recuento de fichas no puede ser negativo</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&apos;{text}&apos; is not a number</source>
        <translation>&apos;{text}&apos; no es un número</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Not a multiple of the smallest chip ({chip})</source>
        <translation>No es múltiplo de la ficha más pequeña ({chip})</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>{amount} short</source>
        <translation>faltan {amount}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{amount} too many</source>
        <translation>sobran {amount}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>matches</source>
        <translation>cuadra</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Chip counts at table {table}</source>
        <translation>Recuento de fichas en la mesa {table}</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Record counts</source>
        <translation>Anotar recuentos</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Count each player&apos;s chips at table {table}. Chips only change hands at the table, so the counts must add up to the table total. A count of 0 puts the player out.</source>
        <translation>Cuenta las fichas de cada jugador de la mesa {table}. Las fichas solo cambian de manos en la mesa, así que los recuentos deben sumar el total de la mesa. Un recuento de 0 elimina al jugador.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Seat</source>
        <translation>Asiento</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Player</source>
        <translation>Jugador</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stack shown</source>
        <translation>Stack mostrado</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Counted</source>
        <translation>Contado</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>{name}&apos;s chips</source>
        <translation>Fichas de {name}</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>{name} will be out</source>
        <translation>{name} quedará eliminado</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Table total to keep: {amount}</source>
        <translation>Total de la mesa que debe mantenerse: {amount}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Counted: fix the counts marked in red</source>
        <translation>Contado: corrige los recuentos marcados en rojo</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Counted: {amount}</source>
        <translation>Contado: {amount}</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Nothing recorded: fix the counts marked in red first.</source>
        <translation>No se ha anotado nada: corrige antes los recuentos marcados en rojo.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Nothing recorded: the counts add up to {counted} but the table has {total} ({difference}). Count again.</source>
        <translation>No se ha anotado nada: los recuentos suman {counted} pero la mesa tiene {total} ({difference}). Vuelve a contar.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Nothing recorded: every count equals the stack shown. Cancel to close.</source>
        <translation>No se ha anotado nada: cada recuento es igual al stack mostrado. Cancelar para cerrar.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Nothing recorded: {problem}</source>
        <translation>No se ha anotado nada: {problem}</translation>
    </message>
</context>
<context>
    <name>Clock</name>
    <message>
        <location filename="../../app/engine/clock.py" line="+125"/>
        <source>The clock was already started</source>
        <translation>El reloj ya estaba en marcha</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The clock cannot be paused before it starts</source>
        <translation>El reloj no se puede pausar antes de iniciarlo</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The clock is already paused</source>
        <translation>El reloj ya está en pausa</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The clock has not started yet; start it instead</source>
        <translation>El reloj aún no se ha iniciado; inícialo</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The clock is already running</source>
        <translation>El reloj ya está en marcha</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>There is no step {index}; the structure has steps 0 to {last}</source>
        <translation>No existe el paso {index}; la estructura tiene los pasos del 0 al {last}</translation>
    </message>
    <message>
        <location line="+76"/>
        <source>This is the last level; it repeats until the tournament ends</source>
        <translation>Este es el último nivel; se repite hasta que acabe el torneo</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This is the first level; there is none before it</source>
        <translation>Este es el primer nivel; no hay ninguno antes</translation>
    </message>
</context>
<context>
    <name>ClockJump</name>
    <message>
        <location filename="../../app/present/clock_jump.py" line="+37"/>
        <source>The computer&apos;s clock changed</source>
        <translation>El reloj del ordenador ha cambiado</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The computer&apos;s clock was set back by {duration}.</source>
        <translation>El reloj del ordenador se ha atrasado {duration}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The tournament clock kept counting the time that really passed: no level gets time back.</source>
        <translation>El reloj del torneo ha seguido contando el tiempo que ha pasado de verdad: ningún nivel recupera tiempo.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The computer&apos;s clock moved forward by {duration}.</source>
        <translation>El reloj del ordenador se ha adelantado {duration}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The tournament clock kept counting the time that really passed. If the computer was asleep while the tournament went on, count the {duration} it missed.</source>
        <translation>El reloj del torneo ha seguido contando el tiempo que ha pasado de verdad. Si el ordenador estuvo suspendido mientras el torneo seguía, cuente los {duration} que no contó.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Count the {duration}</source>
        <translation>Contar los {duration}</translation>
    </message>
    <message>
        <location filename="../../app/ui/clock_jump.py" line="+28"/>
        <source>Keep the tournament clock</source>
        <translation>Mantener el reloj del torneo</translation>
    </message>
</context>
<context>
    <name>ColorUp</name>
    <message>
        <location filename="../../app/ui/color_up.py" line="+46"/>
        <source>Color up</source>
        <translation>Cambio de fichas (color-up)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{amount} chips</source>
        <translation>fichas de {amount}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Deal again</source>
        <translation>Repartir de nuevo</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Player</source>
        <translation>Jugador</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Before</source>
        <translation>Antes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>After</source>
        <translation>Después</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Change</source>
        <translation>Cambio</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Record the new stacks</source>
        <translation>Anotar los nuevos stacks</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Race off the</source>
        <translation>Carrera para retirar las</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>This chip set has no chip that a larger one can replace.</source>
        <translation>Este juego de fichas no tiene ninguna ficha que otra mayor pueda sustituir.</translation>
    </message>
    <message>
        <location filename="../../app/engine/color_up.py" line="+34"/>
        <source>Players not seated</source>
        <translation>Jugadores sin asiento</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Table {table}</source>
        <translation>Mesa {table}</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>Color up between hands, when no hand is in progress</source>
        <translation>Cambia las fichas entre manos, cuando no haya ninguna mano en juego</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{value} chips cannot be colored up in this chip set</source>
        <translation>Las fichas de {value} no se pueden retirar en este juego de fichas</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>{name}&apos;s stack of {stack} holds chips smaller than {value}: color up the smaller chips first</source>
        <translation>El stack de {stack} de {name} tiene fichas menores que {value}: retira primero las fichas más pequeñas</translation>
    </message>
    <message>
        <location filename="../../app/engine/prizes.py" line="+302"/>
        <source>Seat {seat} ({player})</source>
        <translation>Asiento {seat} ({player})</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Seat {seat}</source>
        <translation>Asiento {seat}</translation>
    </message>
    <message>
        <location line="+142"/>
        <source>Coloring up the {small}s into {large}s.</source>
        <translation>Cambio de las fichas de {small} por fichas de {large}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{seat} trades {traded} × {small} for {exchanged} × {large}.</source>
        <translation>{seat} cambia {traded} × {small} por {exchanged} × {large}.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Odd chips total {value}: {count} × {large} to race for.</source>
        <translation>Las fichas sueltas suman {value}: se juegan {count} × {large} en la carrera.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{seat} is dealt {cards}.</source>
        <translation>{seat} recibe {cards}.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{seat} wins a {large} with {card}.</source>
        <translation>{seat} gana una ficha de {large} con {card}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{seat} loses the race but cannot be raced out: one {large}.</source>
        <translation>{seat} pierde la carrera, pero no puede quedarse sin fichas: recibe una de {large}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The {small}s leave play.</source>
        <translation>Las fichas de {small} salen del juego.</translation>
    </message>
</context>
<context>
    <name>CommandLine</name>
    <message>
        <location filename="../../app/cli/registry.py" line="+125"/>
        <source>work out a deal at the final table (ICM or chip chop); never records it</source>
        <translation>calcula un trato en la mesa final (ICM o reparto por fichas); nunca lo registra</translation>
    </message>
    <message>
        <location filename="../../app/cli/chop.py" line="+31"/>
        <source>Share the prizes still to be won among the players left, by ICM (Malmuth-Harville) or chip chop (everyone gets the lowest prize, the rest goes by chips). Either give --stacks and --prizes, or a tournament file for its live stacks and prizes (read only). Shares are printed in the smallest currency unit (cents with --decimals 2) and add up exactly to the prizes dealt.</source>
        <translation>Reparte los premios que quedan por ganar entre los jugadores que siguen, por ICM (Malmuth-Harville) o por fichas (todos reciben el premio más bajo y el resto va según las fichas). Da --stacks y --prizes, o un archivo de torneo para usar sus stacks y premios en juego (solo lectura). Las partes se muestran en la unidad mínima de la moneda (céntimos con --decimals 2) y suman exactamente los premios repartidos.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>the prizes still to be won, best first, as money (500 or 500.00)</source>
        <translation>los premios que quedan por ganar, el mayor primero, como dinero (500 o 500.00)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>money left to play for, taken off the top prizes; the winner gets it</source>
        <translation>dinero que se sigue jugando, descontado de los premios más altos; se lo lleva el ganador</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>decimals of the currency the prizes are in (default 2: cents)</source>
        <translation>decimales de la moneda de los premios (por defecto 2: céntimos)</translation>
    </message>
    <message>
        <location filename="../../app/cli/common.py" line="+41"/>
        <source>print one JSON object</source>
        <translation>muestra un objeto JSON</translation>
    </message>
    <message>
        <location filename="../../app/cli/chop.py" line="+33"/>
        <source>Player {number}</source>
        <translation>Jugador {number}</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>give either a tournament file or --stacks and --prizes, not both</source>
        <translation>da un archivo de torneo o --stacks y --prizes, no las dos cosas</translation>
    </message>
    <message>
        <location line="+7"/>
        <location filename="../../app/cli/print.py" line="+72"/>
        <location filename="../../app/cli/verify.py" line="+47"/>
        <source>{file}: no such tournament file</source>
        <translation>{file}: no existe ese archivo de torneo</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{file}: the tournament is over; nothing is left to deal</source>
        <translation>{file}: el torneo ha terminado; no queda nada que repartir</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{file}: no prize is left to win, so there is nothing to deal</source>
        <translation>{file}: no queda ningún premio por ganar, así que no hay nada que repartir</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>give the players&apos; --stacks and the --prizes still to be won</source>
        <translation>da los --stacks de los jugadores y los --prizes que quedan por ganar</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>{method} deal (cents):</source>
        <translation>Trato {method} (céntimos):</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{method} deal (smallest units):</source>
        <translation>Trato {method} (unidades mínimas):</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Dealt</source>
        <translation>Repartido</translation>
    </message>
    <message>
        <location line="+3"/>
        <location filename="../../app/cli/info.py" line="+246"/>
        <source>{chips} chips</source>
        <translation>{chips} fichas</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Kept to play for: {amount} ({money}), to the winner</source>
        <translation>Se sigue jugando: {amount} ({money}), para el ganador</translation>
    </message>
    <message>
        <location filename="../../app/cli/common.py" line="+28"/>
        <source>expected a whole number of at least 1, not {text}</source>
        <translation>se esperaba un número entero de al menos 1, no {text}</translation>
    </message>
    <message>
        <location filename="../../app/main.py" line="-7"/>
        <source>Feltboard: run a live poker tournament at a home-game table.</source>
        <translation>Feltboard: dirige un torneo de póquer en vivo en una partida casera.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>open the windows offscreen, play one scripted hand, exit 0 if all is well</source>
        <translation>abre las ventanas fuera de pantalla, juega una mano guionizada y sale con 0 si todo va bien</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>the league the console uses from now on: a league file or a club&apos;s postgresql://user@host/database address (remembered in the settings)</source>
        <translation>la liga que usa la consola a partir de ahora: un archivo de liga o la dirección postgresql://usuario@servidor/bd de un club (se guarda en los ajustes)</translation>
    </message>
    <message>
        <location filename="../../app/cli/registry.py" line="-77"/>
        <source>open a tournament file in the dealer console (also: feltboard FILE)</source>
        <translation>abre un archivo de torneo en la consola del crupier (también: feltboard ARCHIVO)</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>write the cashier&apos;s ledger (every charge and payout) as CSV</source>
        <translation>escribe el libro de caja (cada cobro y cada pago) en CSV</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>check every recorded event of a tournament file; exit 0 when intact</source>
        <translation>comprueba cada evento registrado de un archivo de torneo; termina con 0 si está intacto</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>print a tournament&apos;s seat cards, seating, structure, payouts, results or cashier&apos;s ledger to PDF</source>
        <translation>imprime en PDF las tarjetas de asiento, la distribución, la estructura, los premios, los resultados o el libro de caja de un torneo</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>replay a PHH hand history and print pots, finishing stacks and winnings</source>
        <translation>reproduce un historial de mano PHH y muestra botes, stacks finales y ganancias</translation>
    </message>
    <message>
        <location filename="../../app/cli/replay.py" line="+34"/>
        <source>the PHH file to replay</source>
        <translation>el archivo PHH que reproducir</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>print one JSON object (player indices 0-based in file order)</source>
        <translation>muestra un objeto JSON (jugadores numerados desde 0 en el orden del archivo)</translation>
    </message>
    <message>
        <location filename="../../app/cli/registry.py" line="-56"/>
        <source>play a whole tournament at random into a new file (demo, bench, fixtures)</source>
        <translation>juega un torneo entero al azar en un archivo nuevo (demo, pruebas de rendimiento, datos de prueba)</translation>
    </message>
    <message>
        <location filename="../../app/cli/new.py" line="+35"/>
        <location filename="../../app/cli/simulate.py" line="+24"/>
        <source>the file to create</source>
        <translation>el archivo que crear</translation>
    </message>
    <message>
        <location filename="../../app/cli/simulate.py" line="+5"/>
        <source>stop after this many</source>
        <translation>para tras este número de manos</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>makes the run repeatable</source>
        <translation>hace que la partida se pueda repetir</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the tournament&apos;s setup: a template file, or the name of one of your templates</source>
        <translation>la configuración del torneo: un archivo de plantilla o el nombre de una de tus plantillas</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>tournament preset (default: {preset})</source>
        <translation>preajuste de torneo (por defecto: {preset})</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>seats per table (default: the template&apos;s, or 9)</source>
        <translation>asientos por mesa (por defecto: los de la plantilla, o 9)</translation>
    </message>
    <message>
        <location filename="../../app/cli/registry.py" line="-31"/>
        <source>create a tournament file from a template (or a preset)</source>
        <translation>crea un archivo de torneo a partir de una plantilla (o de un preajuste)</translation>
    </message>
    <message>
        <location filename="../../app/cli/new.py" line="-8"/>
        <source>Create a tournament file, ready to register players, from a template file (.toml or .json, see the README) or a preset. An existing file is never overwritten; a template with a bad value creates nothing.</source>
        <translation>Crea un archivo de torneo, listo para inscribir jugadores, a partir de un archivo de plantilla (.toml o .json, mira el README) o de un preajuste. Nunca se sobrescribe un archivo que ya existe; una plantilla con un valor erróneo no crea nada.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>a template file, or the name of one of your templates</source>
        <translation>un archivo de plantilla o el nombre de una de tus plantillas</translation>
    </message>
    <message>
        <location line="+3"/>
        <location filename="../../app/cli/template.py" line="+36"/>
        <source>a built-in preset</source>
        <translation>un preajuste incluido</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the tournament&apos;s name (default: the template&apos;s)</source>
        <translation>el nombre del torneo (por defecto: el de la plantilla)</translation>
    </message>
    <message>
        <location filename="../../app/cli/registry.py" line="+5"/>
        <source>write a preset or a tournament&apos;s setup as a template file</source>
        <translation>escribe un preajuste o la configuración de un torneo como archivo de plantilla</translation>
    </message>
    <message>
        <location filename="../../app/cli/template.py" line="-9"/>
        <source>Write a preset or the setup of a tournament file as a template (TOML or JSON by the --out suffix; TOML on the screen without --out). Edit it, then create a night from it with `feltboard new`.</source>
        <translation>Escribe un preajuste o la configuración de un archivo de torneo como plantilla (TOML o JSON según la extensión de --out; TOML en pantalla sin --out). Edítala y luego crea una noche con `feltboard new`.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>a tournament file</source>
        <translation>un archivo de torneo</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the file to write (.toml or .json)</source>
        <translation>el archivo que escribir (.toml o .json)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>replace --out if it exists</source>
        <translation>sustituye --out si ya existe</translation>
    </message>
    <message>
        <location filename="../../app/cli/registry.py" line="+7"/>
        <source>print a tournament&apos;s setup and standings</source>
        <translation>muestra la configuración y la clasificación de un torneo</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>print each player&apos;s statistics from a tournament&apos;s recorded hands</source>
        <translation>muestra las estadísticas de cada jugador según las manos registradas de un torneo</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>export every recorded hand of a tournament as hand histories</source>
        <translation>exporta cada mano registrada de un torneo como historiales de manos</translation>
    </message>
    <message>
        <location filename="../../app/cli/export.py" line="+28"/>
        <source>folder to write into</source>
        <translation>carpeta en la que escribir</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>processes sharing the work (default: one per processor, up to {workers}, from {hands} hands; always 1 off Linux)</source>
        <translation>procesos que se reparten el trabajo (por defecto: uno por procesador, hasta {workers}, a partir de {hands} manos; siempre 1 fuera de Linux)</translation>
    </message>
    <message>
        <location line="+62"/>
        <source>{count} hand(s) left out:</source>
        <translation>{count} mano(s) excluida(s):</translation>
    </message>
    <message>
        <location filename="../../app/cli/registry.py" line="+14"/>
        <source>show a tournament on the home network (TV and phone pages), no window</source>
        <translation>muestra un torneo en la red de casa (páginas para la tele y los móviles), sin ventana</translation>
    </message>
    <message>
        <location filename="../../app/cli/serve.py" line="+26"/>
        <source>Serve a tournament&apos;s clock, blinds, seats and payouts to browsers: /tv for a screen, /players for phones, /api/state as JSON. Listens only on the address given (this computer alone by default). Ctrl+C stops it.</source>
        <translation>Sirve el reloj, las ciegas, los asientos y los premios de un torneo a los navegadores: /tv para una pantalla, /players para los móviles, /api/state en JSON. Solo escucha en la dirección indicada (por defecto, solo este ordenador). Ctrl+C lo detiene.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>the address to listen on: this computer&apos;s address on the home network (like 192.168.1.20) to share it (default: 127.0.0.1, this computer only)</source>
        <translation>la dirección en la que escuchar: la de este ordenador en la red de casa (como 192.168.1.20) para compartirlo (por defecto: 127.0.0.1, solo este ordenador)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>the web port (default: 8765; live updates use the next one up)</source>
        <translation>el puerto web (por defecto: 8765; las actualizaciones en directo usan el siguiente)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>expected a port from 1 to 65535, not {text}</source>
        <translation>se esperaba un puerto del 1 al 65535, no {text}</translation>
    </message>
    <message>
        <location filename="../../app/cli/simulate.py" line="+26"/>
        <source>{count} player left</source>
        <translation>queda {count} jugador</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{count} players left</source>
        <translation>quedan {count} jugadores</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{file}: {hands} hands, {entries} entries ({rebuys} rebuys, {add_ons} add-ons, {re_entries} re-entries), {left}, level {level}</source>
        <translation>{file}: {hands} manos, {entries} entradas ({rebuys} recompras, {add_ons} add-ons, {re_entries} reentradas), {left}, nivel {level}</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>{summary}, tournament finished</source>
        <translation>{summary}, torneo terminado</translation>
    </message>
    <message>
        <location filename="../../app/cli/setups.py" line="+30"/>
        <source>{path}: {error}</source>
        <translation>{path}: {error}</translation>
    </message>
    <message>
        <location filename="../../app/cli/new.py" line="+14"/>
        <source>{path} already exists; a tournament is never overwritten</source>
        <translation>{path} ya existe; un torneo nunca se sobrescribe</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Created {path}: {setup}</source>
        <translation>Creado {path}: {setup}</translation>
    </message>
    <message>
        <location filename="../../app/cli/template.py" line="+20"/>
        <source>{file} already exists; add --force to replace it</source>
        <translation>{file} ya existe; añade --force para sustituirlo</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Wrote {file}: {setup}</source>
        <translation>Escrito {file}: {setup}</translation>
    </message>
    <message>
        <location filename="../../app/cli/setups.py" line="+12"/>
        <source>rebuys</source>
        <translation>recompras</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>add-ons</source>
        <translation>add-ons</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>re-entries</source>
        <translation>reentradas</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{amount} bounty</source>
        <translation>recompensa de {amount}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{name}, {price}, {chips} chips, {levels} levels, {offers}</source>
        <translation>{name}, {price}, {chips} fichas, {levels} niveles, {offers}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>freezeout</source>
        <translation>freezeout</translation>
    </message>
    <message>
        <location filename="../../app/cli/stats.py" line="+42"/>
        <source>feltboard stats: {path}: no such tournament file</source>
        <translation>feltboard stats: {path}: no existe ese archivo de torneo</translation>
    </message>
    <message>
        <location filename="../../app/cli/info.py" line="-45"/>
        <source>Buy-in {price}, {chips} chips</source>
        <translation>Buy-in {price}, {chips} fichas</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Buy-in {price}, {chips} chips, bounty {bounty}</source>
        <translation>Buy-in {price}, {chips} fichas, recompensa {bounty}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Entries {entries} ({players} players, {re_entries} re-entries), rebuys {rebuys}, add-ons {add_ons}</source>
        <translation>Entradas {entries} ({players} jugadores, {re_entries} reentradas), recompras {rebuys}, add-ons {add_ons}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Prize pool {pool}; house fees {fees}</source>
        <translation>Bote de premios {pool}; comisión de la casa {fees}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Level {level} ({blinds}), {hands} hands played, finished</source>
        <translation>Nivel {level} ({blinds}), {hands} manos jugadas, terminado</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Level {level} ({blinds}), {hands} hands played, {left} still in</source>
        <translation>Nivel {level} ({blinds}), {hands} manos jugadas, {left} siguen en juego</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Payouts: {prizes}</source>
        <translation>Premios: {prizes}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Standings:</source>
        <translation>Clasificación:</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>wins {amount}</source>
        <translation>gana {amount}</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Agreed</source>
        <translation>Pactado</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deal ({method}): {shares}</source>
        <translation>Trato ({method}): {shares}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>; {amount} kept to play for</source>
        <translation>; {amount} se siguen jugando</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>; the tournament ended with it</source>
        <translation>; el torneo terminó con él</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>balanced</source>
        <translation>cuadra</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>off by {amount}</source>
        <translation>descuadre de {amount}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cashier: {in_box} in the cash box, {owed} owed by players, {to_pay} still to pay out; {balance}</source>
        <translation>Caja: {in_box} en caja, {owed} pendientes de los jugadores, {to_pay} por pagar; {balance}</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>{count} knockout</source>
        <translation>{count} eliminación</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{count} knockouts</source>
        <translation>{count} eliminaciones</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{knockouts}, {amount} in bounties</source>
        <translation>{knockouts}, {amount} en recompensas</translation>
    </message>
    <message>
        <location filename="../../app/cli/export.py" line="-15"/>
        <source>feltboard export: interrupted; the files written so far stay in {folder}</source>
        <translation>feltboard export: interrumpido; los archivos escritos hasta ahora se quedan en {folder}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Exported {count} file(s) to {folder}</source>
        <translation>Exportados {count} archivo(s) a {folder}</translation>
    </message>
    <message>
        <location filename="../../app/cli/replay.py" line="-13"/>
        <source>Replay a PHH hand history (variants NT, PT, FT, PO, FO/8, NS, F7S, F7S/8, FR) through Feltboard&apos;s rules and print each pot, the finishing stacks and the net winnings. Players are numbered in file order: p1 is the first player after the button.</source>
        <translation>Reproduce un historial de manos PHH (variantes NT, PT, FT, PO, FO/8, NS, F7S, F7S/8, FR) con las reglas de Feltboard y muestra cada bote, las fichas finales y las ganancias netas. Los jugadores se numeran en el orden del archivo: p1 es el primer jugador después del botón.</translation>
    </message>
    <message>
        <location line="+72"/>
        <source>Returned: {chips} uncalled to {player}</source>
        <translation>Devuelto: {chips} no igualados a {player}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Finishing stacks (net winnings):</source>
        <translation>Stacks finales (ganancia neta):</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{player} (seat {seat}): {chips} ({net})</source>
        <translation>{player} (asiento {seat}): {chips} ({net})</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>{pot}: {chips}; eligible: {eligible}; winners: {winners}; shares: {shares}</source>
        <translation>{pot}: {chips}; optan: {eligible}; ganadores: {winners}; reparto: {shares}</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>{pot}: {chips}; eligible: {eligible}; high: {high}; low: {low}; shares: {shares}</source>
        <translation>{pot}: {chips}; optan: {eligible}; alta: {high}; baja: {low}; reparto: {shares}</translation>
    </message>
    <message>
        <location filename="../../app/cli/print.py" line="-36"/>
        <source>Write one of the tournament&apos;s sheets as a PDF to print: seat cards (to cut out), the seating (a page per table), the structure, the payouts, or the results with a receipt for each paid player (the results so far before the end). No window opens; the file is only read.</source>
        <translation>Escribe una de las hojas del torneo como PDF para imprimir: tarjetas de asiento (para recortar), los asientos (una página por mesa), la estructura, los premios o los resultados con un recibo para cada jugador premiado (antes del final, los resultados hasta el momento). No se abre ninguna ventana; el archivo solo se lee.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>the PDF to write</source>
        <translation>el PDF que escribir</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>paper size (default: the one your locale uses, Letter in the US and Canada, else A4)</source>
        <translation>tamaño de papel (por defecto: el de tu configuración regional, Carta en EE. UU. y Canadá, si no A4)</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>--out {file}: the file to write must end in .pdf</source>
        <translation>--out {file}: el archivo que escribir debe terminar en .pdf</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>--out {file} is a folder; name the PDF to write</source>
        <translation>--out {file} es una carpeta; indica el PDF que escribir</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Wrote {file}: {title}, {pages} page ({paper})</source>
        <translation>Escrito {file}: {title}, {pages} página ({paper})</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Wrote {file}: {title}, {pages} pages ({paper})</source>
        <translation>Escrito {file}: {title}, {pages} páginas ({paper})</translation>
    </message>
    <message>
        <location filename="../../app/cli/ledger.py" line="+25"/>
        <source>the CSV file to write (default: print it)</source>
        <translation>el archivo CSV que se escribe (por defecto, se imprime en pantalla)</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Ledger written to {path}</source>
        <translation>Libro de caja escrito en {path}</translation>
    </message>
    <message>
        <location filename="../../app/cli/verify.py" line="-19"/>
        <source>Check every recorded event of a tournament file against its checksum, and its snapshot and pages; exit 0 when the file is intact. The file is only read, also while the console records into it.</source>
        <translation>Comprueba cada evento registrado de un archivo de torneo con su suma de comprobación, y también su instantánea y sus páginas; termina con 0 si el archivo está intacto. El archivo solo se lee, también mientras la consola registra en él.</translation>
    </message>
</context>
<context>
    <name>ConsoleKeys</name>
    <message>
        <location filename="../../app/present/console_keys.py" line="+101"/>
        <source>N deals the first hand · B records the draw for the button</source>
        <extracomment>What each command means in each mode; a command missing from a mode is disabled there. The line shown under the dealer&apos;s controls in each mode (English: the console shows ``translate(&quot;ConsoleKeys&quot;, HINTS[mode])``).</extracomment>
        <translation>N reparte la primera mano · B anota el sorteo del botón</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>F fold · C check/call · type an amount, then Enter or R · A all-in</source>
        <translation>F tirar · C pasar/ver · escribe una cantidad y pulsa Intro o R · A all-in</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A again: all-in · any other key or Esc cancels</source>
        <translation>A otra vez: all-in · cualquier otra tecla o Esc cancela</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Digits, then Enter or R to bet · Esc back to F, C, A</source>
        <translation>Cifras y luego Intro o R para apostar · Esc vuelve a F, C, A</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Type the cards anywhere (e.g. Ah Kd 7c), then Enter · D deals</source>
        <translation>Escribe las cartas (p. ej. Ah Kd 7c) y pulsa Intro · D reparte</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A digit records how many cards the player draws · 0 stands pat</source>
        <translation>Un dígito anota cuántas cartas cambia el jugador · 0 se planta</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Type each player&apos;s cards, then Enter · or choose who wins each pot</source>
        <translation>Escribe las cartas de cada jugador y pulsa Intro · o elige quién gana cada bote</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>N deals the next hand · Ctrl+Z undoes the last action</source>
        <translation>N reparte la siguiente mano · Ctrl+Z deshace la última acción</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Break: no hand is dealt · N asks to deal one anyway</source>
        <translation>Descanso: no se reparten manos · N pregunta si repartir una igualmente</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>N again: deal during the break · any other key or Esc cancels</source>
        <translation>N otra vez: repartir durante el descanso · cualquier otra tecla o Esc cancela</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Reviewing a past hand · Esc back to the live table</source>
        <translation>Revisando una mano pasada · Esc vuelve a la mesa en juego</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No hand can be dealt at this table</source>
        <translation>No se puede repartir ninguna mano en esta mesa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Read-only file: view the hands and export them; nothing can be recorded</source>
        <translation>Archivo de solo lectura: puedes ver las manos y exportarlas; no se puede anotar nada</translation>
    </message>
    <message>
        <location line="+60"/>
        <source>Type the up cards seat by seat (e.g. 9c Kd 2s), then Enter · Enter alone: without cards</source>
        <extracomment>The hints of a stud hand where they differ from a flop game&apos;s.</extracomment>
        <translation>Escriba las cartas descubiertas asiento por asiento (p. ej. 9c Kd 2s), luego Intro · Intro solo: sin cartas</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>B bring in · R complete · the bring-in cannot fold or check</source>
        <translation>B bring-in · R completar · quien pone el bring-in no puede retirarse ni pasar</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Deal the flop (3 cards)</source>
        <translation>Repartir el flop (3 cartas)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deal the {street} (1 card)</source>
        <translation>Repartir el {street} (1 carta)</translation>
    </message>
    <message>
        <location line="+141"/>
        <source>All-in cancelled: nothing recorded</source>
        <extracomment>Keys that mean another command in one mode than their own letter&apos;s: B brings in while a player is to act (stud), and records the button draw before the first hand.</extracomment>
        <translation>All-in cancelado: no se ha anotado nada</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No hand dealt: the break goes on</source>
        <translation>No se ha repartido ninguna mano: el descanso continúa</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&apos;{key}&apos; is not part of an amount: type digits and press Enter, or Esc to go back to F, C, A</source>
        <translation>&apos;{key}&apos; no forma parte de una cantidad: escribe cifras y pulsa Intro, o Esc para volver a F, C, A</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>you are reviewing hand {number}; Esc goes back to the live table</source>
        <translation>estás revisando la mano {number}; Esc vuelve a la mesa en juego</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>you are reviewing a past hand; Esc goes back to the live table</source>
        <translation>estás revisando una mano pasada; Esc vuelve a la mesa en juego</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>That key does nothing now: {reason}</source>
        <translation>Esa tecla no hace nada ahora: {reason}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&apos;{key}&apos; does nothing now: {reason}</source>
        <translation>&apos;{key}&apos; no hace nada ahora: {reason}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>no hand is in play; N deals</source>
        <translation>no hay ninguna mano en juego; N reparte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no hand is in play; N deals the next hand</source>
        <translation>no hay ninguna mano en juego; N reparte la siguiente mano</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a player is to act: F, C, R or A</source>
        <translation>le toca actuar a un jugador: F, C, R o A</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>it is the break; N asks to deal a hand anyway</source>
        <translation>es el descanso; N pregunta si repartir una mano igualmente</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>betting is over; type the board cards, then Enter</source>
        <translation>las apuestas han terminado; escribe las cartas de la mesa y pulsa Intro</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a player draws: type how many cards (0 stands pat)</source>
        <translation>un jugador descarta: teclee cuántas cartas (0 se planta)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the hand is at showdown: enter the shown cards or award the pots</source>
        <translation>la mano está en el showdown: escribe las cartas mostradas o adjudica los botes</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>no hand can be dealt at this table</source>
        <translation>en esta mesa no se puede repartir ninguna mano</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>this file is open read-only; nothing can be recorded</source>
        <translation>este archivo está abierto en solo lectura; no se puede anotar nada</translation>
    </message>
</context>
<context>
    <name>Corrections</name>
    <message>
        <location filename="../../app/engine/corrections.py" line="+31"/>
        <source>This hand was won without a showdown; there is no pot to give to someone else (void the hand if it was dealt wrong)</source>
        <translation>Esta mano se ganó sin showdown; no hay ningún bote que dar a otro jugador (anula la mano si se repartió mal)</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Choose the winners of each of the {pots} pots, not {count}</source>
        <translation>Elige los ganadores de cada uno de los {pots} botes, no de {count}</translation>
    </message>
</context>
<context>
    <name>Deal</name>
    <message>
        <location filename="../../app/engine/deal.py" line="+113"/>
        <source>A deal needs at least two players</source>
        <translation>Un trato necesita al menos dos jugadores</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A deal is worked out for at most {most} players, not {players}</source>
        <translation>Un trato se calcula para {most} jugadores como máximo, no para {players}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Player {number}&apos;s stack is {stack}; a stack in a deal has chips</source>
        <translation>El stack del jugador {number} es {stack}; en un trato cada stack tiene fichas</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Give the prizes still to be won, best first</source>
        <translation>Indica los premios que quedan por ganar, del mayor al menor</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{prizes} prizes for {players} players: give only the prizes still to be won, one per player left at most (the others are paid already)</source>
        <translation>{prizes} premios para {players} jugadores: indica solo los premios que quedan por ganar, como mucho uno por jugador que sigue (los demás ya están pagados)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Prize {place} is negative ({amount}); a prize is 0 or more</source>
        <translation>El premio {place} es negativo ({amount}); un premio es 0 o más</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Prize {place} ({amount}) is more than prize {better} ({better_amount}); list the prizes best first</source>
        <translation>El premio {place} ({amount}) es mayor que el premio {better} ({better_amount}); ordena los premios del mayor al menor</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The amount kept to play for cannot be negative ({amount})</source>
        <translation>Lo que se sigue jugando no puede ser negativo ({amount})</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Only {left} is left to win; {keep} cannot be kept to play for</source>
        <translation>Solo quedan {left} por ganar; no se pueden seguir jugando {keep}</translation>
    </message>
    <message>
        <location line="+154"/>
        <source>The shares cannot be rounded to add up to {total}</source>
        <translation>Las partes no se pueden redondear para que sumen {total}</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>A deal is by ICM, chip chop or agreed amounts, not {method}</source>
        <translation>Un trato es por ICM, reparto por fichas o importes acordados, no {method}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Give a share for every player in the deal</source>
        <translation>Indica una parte para cada jugador del trato</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A share cannot be negative</source>
        <translation>Una parte no puede ser negativa</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The shares add up to {shares} but {dealt} is dealt ({keep} kept to play for)</source>
        <translation>Las partes suman {shares}, pero se reparten {dealt} (se siguen jugando {keep})</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The shares add up to {shares} but {dealt} is dealt</source>
        <translation>Las partes suman {shares}, pero se reparten {dealt}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>These are not the {method} shares for these stacks ({shares}); record them as agreed amounts</source>
        <translation>Estas no son las partes de {method} para estos stacks ({shares}); anótalas como importes acordados</translation>
    </message>
</context>
<context>
    <name>DealDialog</name>
    <message>
        <location filename="../../app/ui/deal_dialog.py" line="+37"/>
        <source>Player</source>
        <translation>Jugador</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stack</source>
        <translation>Stack</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deal share</source>
        <translation>Parte del trato</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>If out next</source>
        <translation>Si cae el próximo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>If they win</source>
        <translation>Si gana</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>ICM: each share is what the stacks are worth in prize money, by the chance of finishing in each place (Malmuth–Harville).</source>
        <translation>ICM: cada parte es lo que vale el stack en premios, según la probabilidad de terminar en cada puesto (Malmuth–Harville).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Chip chop: everyone gets the prize of the next player out, and the rest goes in proportion to the chips.</source>
        <translation>Reparto por fichas: todos cobran el premio del próximo eliminado y el resto se reparte en proporción a las fichas.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Agreed amounts: type what the players agreed; every cent must be shared.</source>
        <translation>Cantidades pactadas: escribe lo que acordaron los jugadores; hay que repartir hasta el último céntimo.</translation>
    </message>
    <message>
        <location filename="../../app/engine/deal.py" line="-295"/>
        <location filename="../../app/ui/deal_dialog.py" line="+4"/>
        <source>ICM</source>
        <translation>ICM</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../app/ui/deal_dialog.py" line="+1"/>
        <source>Chip chop</source>
        <translation>Reparto por fichas</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../app/ui/deal_dialog.py" line="+1"/>
        <source>Agreed amounts</source>
        <translation>Cantidades pactadas</translation>
    </message>
    <message>
        <location filename="../../app/ui/deal_dialog.py" line="+37"/>
        <source>Make a deal</source>
        <translation>Hacer un trato</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Money left to play for: it comes off the top prizes and goes to the winner</source>
        <translation>Dinero que se sigue jugando: se descuenta de los premios más altos y se lo lleva el ganador</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>End the tournament with the deal (places by chips)</source>
        <translation>Terminar el torneo con el trato (puestos por fichas)</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Double-click a stack to type the count at the table (with agreed amounts, a share too).</source>
        <translation>Doble clic en un stack para escribir el recuento de la mesa (con cantidades pactadas, también una parte).</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Record the deal</source>
        <translation>Anotar el trato</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Method:</source>
        <translation>Método:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Keep to play for:</source>
        <translation>Se sigue jugando por:</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>{count} players still in, playing for the {total} the last deal kept. A new deal shares it now.</source>
        <translation>Quedan {count} jugadores, que se juegan los {total} que reservó el último trato. Un trato nuevo los reparte ya.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{count} players still in. Prizes still to be won: {prizes} (total {total}).</source>
        <translation>Quedan {count} jugadores. Premios por ganar: {prizes} (total {total}).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>none</source>
        <translation>ninguno</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>Keep to play for</source>
        <translation>Se sigue jugando por</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The tournament is over; there is nothing left to deal</source>
        <translation>El torneo ha terminado; no queda nada que repartir</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>{name}&apos;s stack must be a whole number of chips above 0, not &apos;{typed}&apos;</source>
        <translation>El stack de {name} debe ser un número entero de fichas mayor que 0, no &apos;{typed}&apos;</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>{name}&apos;s share</source>
        <translation>La parte de {name}</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Shared now: {dealt} of {total}.</source>
        <translation>Repartido ahora: {dealt} de {total}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{kept} is kept to play for: the winner takes it.</source>
        <translation>Se siguen jugando {kept}: se los lleva el ganador.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The tournament ends here; places go by chips.</source>
        <translation>El torneo termina aquí; los puestos van por fichas.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Nothing is kept: play on for the title, or end the tournament here.</source>
        <translation>No se reserva nada: seguid jugando por el título o terminad el torneo aquí.</translation>
    </message>
</context>
<context>
    <name>Demo</name>
    <message>
        <location filename="../../app/store/demo.py" line="+47"/>
        <source>Demo tournament</source>
        <translation>Torneo de demostración</translation>
    </message>
</context>
<context>
    <name>Director</name>
    <message>
        <location filename="../../app/engine/director.py" line="+46"/>
        <source>Table {table} is untracked; its hands are not recorded</source>
        <translation>La mesa {table} no tiene seguimiento; sus manos no se anotan</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Hand {number} is still being played at this table</source>
        <translation>La mano {number} todavía se está jugando en esta mesa</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The tournament is over</source>
        <translation>El torneo ha terminado</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Table {table} has {count} player(s) with chips; a hand needs two</source>
        <translation>La mesa {table} tiene {count} jugador(es) con fichas; una mano necesita dos</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>It is the break: no hand until level {number} ({level}) starts</source>
        <translation>Es el descanso: no se reparte ninguna mano hasta que empiece el nivel {number} ({level})</translation>
    </message>
    <message>
        <location line="+134"/>
        <source>{name}: table {from_table} seat {from_seat} → table {to_table} seat {to_seat} (break)</source>
        <translation>{name}: mesa {from_table} asiento {from_seat} → mesa {to_table} asiento {to_seat} (cierre de mesa)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{name}: table {from_table} seat {from_seat} → table {to_table} seat {to_seat} (balance)</source>
        <translation>{name}: mesa {from_table} asiento {from_seat} → mesa {to_table} asiento {to_seat} (equilibrado)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{name}: table {from_table} seat {from_seat} → table {to_table} seat {to_seat} (seat change)</source>
        <translation>{name}: mesa {from_table} asiento {from_seat} → mesa {to_table} asiento {to_seat} (cambio de asiento)</translation>
    </message>
</context>
<context>
    <name>Display</name>
    <message>
        <location filename="../../app/display/layout.py" line="+166"/>
        <source>PLAYERS LEFT</source>
        <translation>JUGADORES EN JUEGO</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>AVERAGE STACK</source>
        <translation>STACK MEDIO</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>CHIP LEADER</source>
        <translation>LÍDER EN FICHAS</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>NEXT BREAK</source>
        <translation>PRÓXIMO DESCANSO</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>None left</source>
        <translation>No quedan</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>LAST LEVEL · THE BLINDS STAY</source>
        <translation>ÚLTIMO NIVEL · LAS CIEGAS NO SUBEN MÁS</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>NEXT  </source>
        <translation>SIGUIENTE  </translation>
    </message>
    <message>
        <location line="+15"/>
        <source>PRIZE POOL</source>
        <translation>BOTE DE PREMIOS</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>BUY-IN  </source>
        <translation>ENTRADA  </translation>
    </message>
    <message>
        <location line="+10"/>
        <source>PAYOUTS</source>
        <translation>PREMIOS</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>BREAK · PLAY RESUMES IN {time}</source>
        <translation>DESCANSO · EL JUEGO SIGUE EN {time}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Enjoy the break</source>
        <translation>Disfrutad del descanso</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>NEXT BREAK IN {time}</source>
        <translation>PRÓXIMO DESCANSO EN {time}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Break</source>
        <translation>Descanso</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>NEXT LEVEL IN {time}</source>
        <translation>SIGUIENTE NIVEL EN {time}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>LAST LEVEL</source>
        <translation>ÚLTIMO NIVEL</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The blinds stay until the end</source>
        <translation>Las ciegas se mantienen hasta el final</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>  ({count} live)</source>
        <translation>  ({count} en juego)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>  ({number} of {count})</source>
        <translation>  ({number} de {count})</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>TABLE {table} · HAND {hand}</source>
        <translation>MESA {table} · MANO {hand}</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>POT</source>
        <translation>BOTE</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>BETS {amount}</source>
        <translation>APUESTAS {amount}</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>WINNER</source>
        <translation>GANADOR</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>PRIZE  </source>
        <translation>PREMIO  </translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+2"/>
        <source>BOUNTIES  </source>
        <translation>RECOMPENSAS  </translation>
    </message>
    <message>
        <location line="+28"/>
        <source>PRIZE</source>
        <translation>PREMIO</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>BOUNTIES</source>
        <translation>RECOMPENSAS</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>and {count} more</source>
        <translation>y {count} más</translation>
    </message>
    <message>
        <location filename="../../app/display/window.py" line="+197"/>
        <source>{name} — audience display</source>
        <translation>{name} — pantalla de sala</translation>
    </message>
    <message>
        <location line="+141"/>
        <source>Full screen</source>
        <translation>Pantalla completa</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Mute alert sounds</source>
        <translation>Silenciar los avisos</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Sounds and voice…</source>
        <translation>Sonidos y voz…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Alert volume</source>
        <translation>Volumen de los avisos</translation>
    </message>
</context>
<context>
    <name>DrawPage</name>
    <message>
        <location filename="../../app/ui/draw_page.py" line="+52"/>
        <source>Stand pat  [0]</source>
        <extracomment>The counts with a button: 0 (stand pat) to 5, the most any draw game allows.</extracomment>
        <translation>Plantarse  [0]</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Draw {count}  [{count}]</source>
        <translation>Cambiar {count}  [{count}]</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>or cards: 7h Kd &gt; 2c 3s</source>
        <translation>o cartas: 7h Kd &gt; 2c 3s</translation>
    </message>
</context>
<context>
    <name>DrawView</name>
    <message>
        <location filename="../../app/present/draw_view.py" line="+26"/>
        <source>First draw</source>
        <translation>Primer descarte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Second draw</source>
        <translation>Segundo descarte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Third draw</source>
        <translation>Tercer descarte</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>First betting round</source>
        <translation>Primera ronda de apuestas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Second betting round</source>
        <translation>Segunda ronda de apuestas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Third betting round</source>
        <translation>Tercera ronda de apuestas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fourth betting round</source>
        <translation>Cuarta ronda de apuestas</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Seat {seat} ({name}) draws: 0–{most} [digit], 0 stands pat</source>
        <translation>Asiento {seat} ({name}) descarta: 0–{most} [dígito], 0 se planta</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>{name} to draw (seat {seat})</source>
        <translation>Descarta {name} (asiento {seat})</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>stands pat</source>
        <translation>se planta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>drew {count}</source>
        <translation>cambió {count}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{name} stands pat</source>
        <translation>{name} se planta</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name} draws {count}: {discarded} for {new}</source>
        <translation>{name} cambia {count}: {discarded} por {new}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name} draws {count}</source>
        <translation>{name} cambia {count}</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>Seat {seat} ({name}) draws: tap how many cards</source>
        <translation>Asiento {seat} ({name}) descarta: toque cuántas cartas</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>or cards: 7h Kd &gt; 2c 3s</source>
        <translation>o cartas: 7h Kd &gt; 2c 3s</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Draw these cards</source>
        <translation>Cambiar estas cartas</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Stand pat</source>
        <translation>Plantarse</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Draw {count}</source>
        <translation>Cambiar {count}</translation>
    </message>
</context>
<context>
    <name>Edits</name>
    <message>
        <location filename="../../app/session/edits.py" line="+419"/>
        <source>Type each player&apos;s card, or choose who won the draw</source>
        <translation>Escribe la carta de cada jugador o elige quién ganó el sorteo</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>Table {table} is not in play</source>
        <translation>La mesa {table} no está en juego</translation>
    </message>
</context>
<context>
    <name>Entries</name>
    <message>
        <location filename="../../app/engine/entries.py" line="+41"/>
        <source>The tournament is over; registration is closed</source>
        <translation>El torneo ha terminado; la inscripción está cerrada</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Registration closed when the clock started (this tournament has no late registration)</source>
        <translation>La inscripción se cerró al poner en marcha el reloj (este torneo no tiene inscripción tardía)</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Late registration closed after level {last}; this is level {level}</source>
        <translation>La inscripción tardía se cerró tras el nivel {last}; este es el nivel {level}</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>{refusal}; busted players may still re-enter until level {level}</source>
        <translation>{refusal}; los jugadores eliminados aún pueden hacer una reentrada hasta el nivel {level}</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>This tournament offers no buy-in</source>
        <translation>Este torneo no ofrece entrada</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This tournament offers no rebuy</source>
        <translation>Este torneo no ofrece recompra</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This tournament offers no add-on</source>
        <translation>Este torneo no ofrece add-on</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This tournament offers no re-entry</source>
        <translation>Este torneo no ofrece reentrada</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Rebuys start in level {first}; this is level {level}</source>
        <translation>Las recompras empiezan en el nivel {first}; este es el nivel {level}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Add-ons start in level {first}; this is level {level}</source>
        <translation>Los add-ons empiezan en el nivel {first}; este es el nivel {level}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Re-entries start in level {first}; this is level {level}</source>
        <translation>Las reentradas empiezan en el nivel {first}; este es el nivel {level}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The last rebuy was possible in level {last}</source>
        <translation>La última recompra fue posible en el nivel {last}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The last add-on was possible in level {last}</source>
        <translation>El último add-on fue posible en el nivel {last}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The last re-entry was possible in level {last}</source>
        <translation>La última reentrada fue posible en el nivel {last}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Rebuys are taken only at a break ({breaks})</source>
        <translation>Las recompras solo se hacen en un descanso ({breaks})</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The add-on is taken only at a break ({breaks})</source>
        <translation>El add-on solo se toma en un descanso ({breaks})</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Re-entries are taken only at a break ({breaks})</source>
        <translation>Las reentradas solo se hacen en un descanso ({breaks})</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{name} already took {taken} rebuy; the limit is {limit}</source>
        <translation>{name} ya hizo {taken} recompra; el límite es {limit}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name} already took {taken} add-on; the limit is {limit}</source>
        <translation>{name} ya tomó {taken} add-on; el límite es {limit}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name} already took {taken} re-entry; the limit is {limit}</source>
        <translation>{name} ya hizo {taken} reentrada; el límite es {limit}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{name} already took {taken} rebuys; the limit is {limit}</source>
        <translation>{name} ya hizo {taken} recompras; el límite es {limit}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name} already took {taken} add-ons; the limit is {limit}</source>
        <translation>{name} ya tomó {taken} add-ons; el límite es {limit}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name} already took {taken} re-entries; the limit is {limit}</source>
        <translation>{name} ya hizo {taken} reentradas; el límite es {limit}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A rebuy is only for a player who has busted; {name} has {stack} chips</source>
        <translation>Una recompra es solo para un jugador eliminado; {name} tiene {stack} fichas</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>An add-on is only for a player who has busted; {name} has {stack} chips</source>
        <translation>Un add-on es solo para un jugador eliminado; {name} tiene {stack} fichas</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A re-entry is only for a player who has busted; {name} has {stack} chips</source>
        <translation>Una reentrada es solo para un jugador eliminado; {name} tiene {stack} fichas</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A rebuy needs {limit} chips or fewer; {name} has {stack}</source>
        <translation>Una recompra requiere {limit} fichas o menos; {name} tiene {stack}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>An add-on needs {limit} chips or fewer; {name} has {stack}</source>
        <translation>Un add-on requiere {limit} fichas o menos; {name} tiene {stack}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A re-entry needs {limit} chips or fewer; {name} has {stack}</source>
        <translation>Una reentrada requiere {limit} fichas o menos; {name} tiene {stack}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{refusal}; {name} may rebuy</source>
        <translation>{refusal}; {name} puede hacer una recompra</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{refusal}; {name} may take the add-on</source>
        <translation>{refusal}; {name} puede tomar el add-on</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{refusal}; {name} may re-enter</source>
        <translation>{refusal}; {name} puede hacer una reentrada</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{refusal}; {name} may rebuy or take the add-on</source>
        <translation>{refusal}; {name} puede hacer una recompra o tomar el add-on</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{refusal}; {name} may rebuy or re-enter</source>
        <translation>{refusal}; {name} puede hacer una recompra o una reentrada</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{refusal}; {name} may take the add-on or re-enter</source>
        <translation>{refusal}; {name} puede tomar el add-on o hacer una reentrada</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>A buy-in is a registration; register the player instead</source>
        <translation>Una entrada es una inscripción; inscribe al jugador en su lugar</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>The tournament is over</source>
        <translation>El torneo ha terminado</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>{name} is out; an add-on is for a player still in</source>
        <translation>{name} está eliminado; un add-on es para un jugador que sigue en juego</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>{name} is in a hand; add the chips after it</source>
        <translation>{name} está jugando una mano; añade las fichas cuando termine</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>the break after level {level}</source>
        <translation>el descanso tras el nivel {level}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the breaks after levels {levels}</source>
        <translation>los descansos tras los niveles {levels}</translation>
    </message>
</context>
<context>
    <name>Export</name>
    <message>
        <location filename="../../app/store/export.py" line="+106"/>
        <source>Unknown export format {name}; choose one of {formats}</source>
        <translation>Formato de exportación desconocido: {name}; elige uno de estos: {formats}</translation>
    </message>
    <message>
        <location line="+338"/>
        <source>No finished hand has the number {numbers}</source>
        <translation>Ninguna mano terminada tiene el número {numbers}</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>the hand was voided</source>
        <translation>la mano se anuló</translation>
    </message>
    <message>
        <location line="+120"/>
        <source>An export worker failed: {kind}: {error}</source>
        <translation>Ha fallado un proceso de la exportación: {kind}: {error}</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>An export worker stopped before it finished</source>
        <translation>Un proceso de la exportación se detuvo antes de terminar</translation>
    </message>
    <message>
        <location filename="../../app/store/phh_writer.py" line="+109"/>
        <source>The seat count {count} is below a seat number of the hand</source>
        <translation>El número de asientos ({count}) es menor que un número de asiento de la mano</translation>
    </message>
    <message>
        <location line="+64"/>
        <source>PHH has no variant for {game} with {betting} betting</source>
        <translation>PHH no tiene variante para {game} con apuestas {betting}</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>PHH cannot describe these blinds: the small blind must be the first player after the button and the big blind the next (heads-up: the button posts the small blind)</source>
        <translation>PHH no puede describir estas ciegas: la ciega pequeña debe ser el primer jugador después del botón y la ciega grande el siguiente (en el mano a mano, el botón pone la ciega pequeña)</translation>
    </message>
    <message>
        <location filename="../../app/store/pokerstars.py" line="+148"/>
        <source>short deck hold&apos;em cannot be written as PokerStars text; the PHH and JSON exports carry it</source>
        <translation>el hold&apos;em de baraja corta no se puede escribir como texto de PokerStars; las exportaciones PHH y JSON lo llevan</translation>
    </message>
    <message>
        <location line="+112"/>
        <source>Hand number {number} is too large for a hand id</source>
        <translation>El número de mano {number} es demasiado grande para un identificador de mano</translation>
    </message>
    <message>
        <location line="+85"/>
        <source>{game} cannot be written as PokerStars text; the PHH and JSON exports carry it</source>
        <translation>{game} no se puede escribir como texto de PokerStars; las exportaciones PHH y JSON lo llevan</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>Hand {number} is not finished</source>
        <translation>La mano {number} no ha terminado</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>the up cards were not entered, and poker tools need them</source>
        <translation>no se introdujeron las cartas descubiertas, y las herramientas de póquer las necesitan</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>seventh street was one card for everyone, which PokerStars text has no known form for; the PHH and JSON exports carry it</source>
        <translation>la séptima calle fue una carta común para todos, que el texto de PokerStars no sabe escribir; las exportaciones PHH y JSON la incluyen</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the board cards were not entered, and poker tools need them</source>
        <translation>no se anotaron las cartas de la mesa, y los programas de póquer las necesitan</translation>
    </message>
    <message>
        <location line="-24"/>
        <source>Hand {number}: {reason}</source>
        <translation>Mano {number}: {reason}</translation>
    </message>
</context>
<context>
    <name>ExportReport</name>
    <message>
        <location filename="../../app/ui/export_report.py" line="+25"/>
        <source>PokerStars text</source>
        <translation>texto PokerStars</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>1 file</source>
        <translation>1 archivo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{count} files</source>
        <translation>{count} archivos</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Exported {hands} as {format} to {folder} ({files})</source>
        <translation>Exportación: {hands} en {format} a {folder} ({files})</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No hand could be exported as {format}: {count} left out</source>
        <translation>No se ha podido exportar ninguna mano como {format}: {count} excluidas</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Exported {written} of {hands} as {format} to {folder} ({files}); {count} left out</source>
        <translation>Exportación: {written} de {hands} en {format} a {folder} ({files}); {count} excluidas</translation>
    </message>
    <message>
        <location filename="../../app/present/export_words.py" line="+51"/>
        <source>Hand {number}: {reason}</source>
        <translation>Mano {number}: {reason}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Hands {numbers}: {reason}</source>
        <translation>Manos {numbers}: {reason}</translation>
    </message>
    <message>
        <location filename="../../app/ui/export_report.py" line="+23"/>
        <source>… and {count} more (Show Details)</source>
        <translation>… y {count} más (Mostrar detalles)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Export hand histories</source>
        <translation>Exportar historiales de manos</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Left out:</source>
        <translation>Excluidas:</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>1 hand</source>
        <translation>1 mano</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{count} hands</source>
        <translation>{count} manos</translation>
    </message>
</context>
<context>
    <name>FileCheck</name>
    <message>
        <location filename="../../app/present/file_damage.py" line="+78"/>
        <source>{numbers} and {count} more</source>
        <translation>{numbers} y {count} más</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>event {number}</source>
        <translation>el evento {number}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>events {numbers}</source>
        <translation>los eventos {numbers}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>in no hand</source>
        <translation>en ninguna mano</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>hand {number}</source>
        <translation>mano {number}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>hands {numbers}</source>
        <translation>manos {numbers}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{file} could not be read to its end: {reason}</source>
        <translation>{file} no se pudo leer hasta el final: {reason}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{file} is damaged at {events} ({hands}); {state}</source>
        <translation>{file} está dañado en {events} ({hands}); {state}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>; a copy without the damage: {copy}</source>
        <translation>; una copia sin el daño: {copy}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{file}: its events are intact but the snapshot after event {number} is damaged; opening the file in the console rebuilds it</source>
        <translation>{file}: sus eventos están intactos, pero la instantánea posterior al evento {number} está dañada; al abrir el archivo en la consola se reconstruye</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{file} is intact: {count} events checked</source>
        <translation>{file} está intacto: {count} eventos comprobados</translation>
    </message>
    <message>
        <location line="+4"/>
        <source> ({count} recorded before checksums existed cannot be checked)</source>
        <translation> ({count} registrados antes de que existieran las sumas de comprobación no se pueden comprobar)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>the tournament as it stands is intact</source>
        <translation>el torneo tal como está está intacto</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the tournament as it stands is damaged too</source>
        <translation>el torneo tal como está también está dañado</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{file} is damaged</source>
        <translation>{file} está dañado</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Some events recorded in {file} are damaged: {events} ({hands}).</source>
        <translation>Algunos eventos registrados en {file} están dañados: {events} ({hands}).</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Event {number}: {reason}.</source>
        <translation>Evento {number}: {reason}.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>…and {count} more damaged events.</source>
        <translation>…y {count} eventos dañados más.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Hand histories cannot be read past event {number}: an export of them stops there.</source>
        <translation>Los historiales de manos no se pueden leer más allá del evento {number}: una exportación se detiene ahí.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The tournament as it stands is intact (it opens from a snapshot taken after the damage) and everything recorded from now on is checked: you can go on playing.</source>
        <translation>El torneo tal como está está intacto (se abre desde una instantánea tomada después del daño) y todo lo que se registre a partir de ahora se comprueba: podéis seguir jugando.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The tournament as it stands is damaged too: open a copy without the damage.</source>
        <translation>El torneo tal como está también está dañado: abre una copia sin el daño.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>A copy without the damage: {copy}. Export the hand histories from it; keep this file as it is.</source>
        <translation>Una copia sin el daño: {copy}. Exporta los historiales de manos desde ella; conserva este archivo tal como está.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No copy without the damage was found beside the file or in {folder}. Keep this file as it is.</source>
        <translation>No se encontró ninguna copia sin el daño junto al archivo ni en {folder}. Conserva este archivo tal como está.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No copy without the damage was found beside the file. Keep this file as it is.</source>
        <translation>No se encontró ninguna copia sin el daño junto al archivo. Conserva este archivo tal como está.</translation>
    </message>
    <message>
        <location filename="../../app/ui/file_check.py" line="+66"/>
        <source>The full check of {file} could not run: {error}</source>
        <translation>No se pudo hacer la comprobación completa de {file}: {error}</translation>
    </message>
</context>
<context>
    <name>FirstButton</name>
    <message>
        <location filename="../../app/present/first_button.py" line="+22"/>
        <source>Button by high card: {name} ({card})</source>
        <translation>Botón por carta alta: {name} ({card})</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Button by draw: {name} (seat {seat})</source>
        <translation>Botón por sorteo: {name} (asiento {seat})</translation>
    </message>
</context>
<context>
    <name>GameChoice</name>
    <message>
        <location filename="../../app/present/game_choice.py" line="+28"/>
        <source>Games: {games} — {change}</source>
        <translation>Juegos: {games} — {change}</translation>
    </message>
    <message>
        <location line="+61"/>
        <source>Table {table}: {name} chooses the game</source>
        <translation>Mesa {table}: {name} elige el juego</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{name} (seat {seat}) has the button: the orbit plays the game chosen. Press its number, or Esc to deal nothing.</source>
        <translation>{name} (asiento {seat}) tiene el botón: la vuelta se juega al juego elegido. Pulse su número, o Esc para no repartir.</translation>
    </message>
    <message>
        <location filename="../../app/ui/game_choice.py" line="+61"/>
        <source>Choose and deal</source>
        <translation>Elegir y repartir</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
</context>
<context>
    <name>Games</name>
    <message>
        <location filename="../../app/engine/games.py" line="+133"/>
        <source>Hold&apos;em</source>
        <translation>Hold&apos;em</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Omaha</source>
        <translation>Omaha</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Omaha Hi-Lo</source>
        <translation>Omaha Hi-Lo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Short Deck Hold&apos;em</source>
        <translation>Hold&apos;em de baraja corta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seven Card Stud</source>
        <translation>Stud de siete cartas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stud Hi-Lo</source>
        <translation>Stud Hi-Lo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Razz</source>
        <translation>Razz</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>2-7 Triple Draw</source>
        <translation>2-7 Triple Draw</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>2-7 Single Draw</source>
        <translation>2-7 Single Draw</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Badugi</source>
        <translation>Badugi</translation>
    </message>
</context>
<context>
    <name>HandConfig</name>
    <message>
        <location filename="../../app/engine/config.py" line="+128"/>
        <source>Seat {seat} is not dealt in</source>
        <translation>El asiento {seat} no recibe cartas</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>A hand of {game} deals at most {most} players (the cards outside the hands must cover a full draw), not {count}</source>
        <translation>Una mano de {game} reparte como máximo a {most} jugadores (las cartas fuera de las manos deben cubrir un descarte completo), no a {count}</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>A hand of {game} deals at most {most} players, not {count}</source>
        <translation>Una mano de {game} reparte a {most} jugadores como máximo, no a {count}</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>A hand of {game} deals at most {most} players (hole cards each and five board cards from one deck), not {count}</source>
        <translation>Una mano de {game} reparte como máximo a {most} jugadores (sus cartas propias y cinco cartas comunitarias de una baraja), no a {count}</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>A hand deals at most {most} players (two hole cards each and five board cards from one deck), not {count}</source>
        <translation>Una mano reparte como máximo a {most} jugadores (dos cartas propias cada uno y cinco comunitarias de una baraja), no a {count}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>A hand needs at least two players dealt in</source>
        <translation>Una mano necesita al menos dos jugadores con cartas</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Seats must be listed once each, in ascending seat order</source>
        <translation>Cada asiento debe aparecer una sola vez, en orden ascendente</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Seat numbers start at 1</source>
        <translation>Los asientos se numeran desde el 1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Every dealt-in seat needs a player name</source>
        <translation>Cada asiento con cartas necesita el nombre de un jugador</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Two seats have the same player name; names must be unique</source>
        <translation>Dos asientos tienen el mismo nombre de jugador; los nombres no pueden repetirse</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Seat {seat} ({player}) has {amount} chips; a player dealt in needs chips</source>
        <translation>El asiento {seat} ({player}) tiene {amount} fichas; un jugador con cartas necesita fichas</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>A bring-in is for stud games; {game} has blinds</source>
        <translation>El bring-in es de los juegos de stud; {game} tiene ciegas</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The big blind seat {seat} is not dealt in</source>
        <translation>El asiento {seat} de la ciega grande no recibe cartas</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The small blind seat {seat} is not dealt in</source>
        <translation>El asiento {seat} de la ciega pequeña no recibe cartas</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The small and big blind cannot be the same seat</source>
        <translation>La ciega pequeña y la ciega grande no pueden ser el mismo asiento</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The big blind must be positive, not {amount}</source>
        <translation>La ciega grande debe ser positiva, no {amount}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The small blind must be between 0 and the big blind ({big_blind}), not {amount}</source>
        <translation>La ciega pequeña debe estar entre 0 y la ciega grande ({big_blind}), no {amount}</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>{game} is played fixed-limit</source>
        <translation>{game} se juega con límite fijo</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A stud hand has no blinds: antes and a bring-in</source>
        <translation>Una mano de stud no tiene ciegas: antes y un bring-in</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A stud hand needs its small bet</source>
        <translation>Una mano de stud necesita su apuesta pequeña</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The bring-in must be positive and below the small bet ({small}), not {amount}</source>
        <translation>El bring-in debe ser positivo y menor que la apuesta pequeña ({small}), no {amount}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>In stud every player antes: the ante mode must be classic</source>
        <translation>En stud todos los jugadores ponen ante: el modo de ante debe ser el clásico</translation>
    </message>
    <message>
        <location line="-84"/>
        <source>The ante cannot be negative ({amount})</source>
        <translation>El ante no puede ser negativo ({amount})</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>An ante is set but the rule profile has no antes</source>
        <translation>Hay un ante, pero las reglas del torneo no tienen antes</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The fixed-limit small bet must be positive, not {amount}</source>
        <translation>La apuesta pequeña del límite fijo debe ser positiva, no {amount}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The fixed-limit big bet must be positive, not {amount}</source>
        <translation>La apuesta grande del límite fijo debe ser positiva, no {amount}</translation>
    </message>
</context>
<context>
    <name>HandRules</name>
    <message>
        <location line="-185"/>
        <source>pre-flop</source>
        <translation>pre-flop</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>flop</source>
        <translation>flop</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>turn</source>
        <translation>turn</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>river</source>
        <translation>river</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>seventh street</source>
        <translation>séptima calle</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>showdown</source>
        <translation>showdown</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>end of the hand</source>
        <translation>final de la mano</translation>
    </message>
    <message>
        <location filename="../../app/engine/hand_errors.py" line="+48"/>
        <source>Calling takes all the seat&apos;s chips</source>
        <translation>Igualar le cuesta todas sus fichas</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No other player can match a raise; call or fold</source>
        <translation>Ningún otro jugador puede igualar una subida; iguala o tira</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Betting is not reopened: the all-in since this player acted was less than a full raise</source>
        <translation>Las apuestas no se reabren: el all-in posterior a su acción fue menor que una subida completa</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Betting is capped: a bet and {cap} raises this round</source>
        <translation>Tope de subidas alcanzado: una apuesta y {cap} subidas en esta ronda</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This player already raised {cap} times this round</source>
        <translation>Este jugador ya ha subido {cap} veces en esta ronda</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Seat {seat} ({player})</source>
        <translation>Asiento {seat} ({player})</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+357"/>
        <source>The hand is over; no more actions can be recorded</source>
        <translation>La mano ha terminado; no se pueden anotar más acciones</translation>
    </message>
    <message>
        <location line="-354"/>
        <source>Betting is over; the hand is at showdown</source>
        <translation>Las apuestas han terminado; la mano está en el showdown</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Betting on this round is over; seat {seat} draws first</source>
        <translation>Las apuestas de esta ronda han terminado; primero descarta el asiento {seat}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Betting on this street is over; deal the next street first</source>
        <translation>Las apuestas de esta calle han terminado; reparte antes la siguiente calle</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Betting on this street is over; deal the {street} first</source>
        <translation>Las apuestas de esta calle han terminado; reparte antes el {street}</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+352"/>
        <source>{who} has folded</source>
        <translation>{who} ha tirado</translation>
    </message>
    <message>
        <location line="-350"/>
        <source>{who} is all-in and cannot act</source>
        <translation>{who} está all-in y no puede actuar</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Seat {seat} is not to act; seat {to_act} is</source>
        <translation>No le toca al asiento {seat}; le toca al asiento {to_act}</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>{who} cannot check: {amount} to call</source>
        <translation>{who} no puede pasar: tiene {amount} por igualar</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>{who} has no bet to call; check instead</source>
        <translation>{who} no tiene ninguna apuesta que igualar: puede pasar</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>The raise amount must be a whole number of chips</source>
        <translation>La subida debe ser un número entero de fichas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The bet amount must be a whole number of chips</source>
        <translation>La apuesta debe ser un número entero de fichas</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{who} has only {stack} behind: raise to at most {all_in} (all-in)</source>
        <translation>{who}: solo le quedan {stack}; sube como máximo a {all_in} (all-in)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{who} has only {stack} behind: bet to at most {all_in} (all-in)</source>
        <translation>{who}: solo le quedan {stack}; apuesta como máximo {all_in} (all-in)</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Minimum bet is {amount}</source>
        <translation>La apuesta mínima es {amount}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Raise must be a multiple of {unit}, the smallest chip in play</source>
        <translation>La subida debe ser múltiplo de {unit}, la ficha más pequeña en juego</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Bet must be a multiple of {unit}, the smallest chip in play</source>
        <translation>La apuesta debe ser múltiplo de {unit}, la ficha más pequeña en juego</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>There is already a bet of {amount}; raise, call or fold instead</source>
        <translation>Ya hay una apuesta de {amount}; sube, iguala o tira</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{who} cannot bet: {reason}</source>
        <translation>{who} no puede apostar: {reason}</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>There is no bet to raise; bet instead</source>
        <translation>No hay ninguna apuesta que subir; apuesta</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{who} cannot raise: {reason}</source>
        <translation>{who} no puede subir: {reason}</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>{who} cannot go all-in: {reason}; call {amount} or fold</source>
        <translation>{who} no puede ir all-in: {reason}; iguala {amount} o tira</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{who} cannot go all-in: {reason}; check or fold</source>
        <translation>{who} no puede ir all-in: {reason}; pasa o tira</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{who} cannot go all-in for {amount}: the most allowed is {most}</source>
        <translation>{who} no puede ir all-in por {amount}: el máximo permitido es {most}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{game} has no board; players draw instead</source>
        <translation>{game} no tiene cartas comunitarias; los jugadores descartan</translation>
    </message>
    <message>
        <location line="+5"/>
        <location filename="../../app/engine/stud_hand.py" line="+484"/>
        <source>The hand is over; no more cards are dealt</source>
        <translation>La mano ha terminado; no se reparten más cartas</translation>
    </message>
    <message>
        <location line="+3"/>
        <location filename="../../app/engine/stud_hand.py" line="+4"/>
        <source>Betting on the {street} is not finished: seat {seat} is to act</source>
        <translation>Las apuestas del {street} no han terminado: le toca al asiento {seat}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>All board cards are already dealt</source>
        <translation>Ya están repartidas todas las cartas comunitarias</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The next street to deal is the {street}</source>
        <translation>La siguiente calle que se reparte es el {street}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The {street} is 3 cards</source>
        <translation>El {street} son 3 cartas</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The {street} is 1 card</source>
        <translation>El {street} es 1 carta</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>A {game} hand is {cards} cards, not {count}</source>
        <translation>Una mano de {game} son {cards} cartas, no {count}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>An Omaha hand is 4 hole cards, not {count}</source>
        <translation>Una mano de Omaha son 4 cartas propias, no {count}</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>{card} is not in the short deck: its cards are six to ace</source>
        <translation>{card} no está en la baraja corta: sus cartas van del seis al as</translation>
    </message>
    <message>
        <location line="+9"/>
        <location line="+197"/>
        <source>{card} is already on the table; each card exists once in the deck</source>
        <translation>{card} ya está en la mesa; cada carta está una sola vez en la baraja</translation>
    </message>
    <message>
        <location line="-186"/>
        <location filename="../../app/engine/stud_hand.py" line="+101"/>
        <source>{who} already has hole cards recorded</source>
        <translation>{who} ya tiene anotadas sus cartas propias</translation>
    </message>
    <message>
        <location line="+9"/>
        <location filename="../../app/engine/stud_hand.py" line="+23"/>
        <source>The hand is over</source>
        <translation>La mano ha terminado</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../../app/engine/stud_hand.py" line="+2"/>
        <source>{who} has folded; a folded hand is not shown</source>
        <translation>{who} ha tirado; una mano tirada no se muestra</translation>
    </message>
    <message>
        <location line="+4"/>
        <location filename="../../app/engine/stud_hand.py" line="+4"/>
        <source>{who} has mucked</source>
        <translation>{who} ya ha decidido no mostrar sus cartas</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../../app/engine/stud_hand.py" line="+2"/>
        <source>Hands are shown once betting is over</source>
        <translation>Las manos se muestran cuando terminan las apuestas</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hands are shown after the last draw</source>
        <translation>Las manos se muestran después del último descarte</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../../app/engine/stud_hand.py" line="+4"/>
        <source>{who} has already shown</source>
        <translation>{who} ya ha mostrado sus cartas</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Enter the 2 cards {who} shows</source>
        <translation>{who} muestra: escribe sus 2 cartas</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Enter the {count} cards {who} shows</source>
        <translation>Introduce las {count} cartas que muestra {who}</translation>
    </message>
    <message>
        <location line="+12"/>
        <location filename="../../app/engine/stud_hand.py" line="+32"/>
        <source>{who} was dealt {cards}</source>
        <translation>{who} recibió {cards}</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Hands are mucked at showdown</source>
        <translation>Solo en el showdown se puede no mostrar una mano</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{who} is no longer in the hand</source>
        <translation>{who} ya no está en la mano</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{who} has already shown; cards speak</source>
        <translation>{who} ya ha mostrado; las cartas hablan</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A player is all-in and betting is over: every hand is tabled (TDA 16); enter {player}&apos;s cards or award the pot</source>
        <translation>Hay un jugador all-in y las apuestas han terminado: se muestran todas las manos (TDA 16); escribe las cartas de {player} o adjudica el bote</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{who} is the last player in the {pot}</source>
        <translation>{who} es el último jugador en el {pot}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The hand is over; every pot has been awarded</source>
        <translation>La mano ha terminado; todos los botes están adjudicados</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pots are awarded at showdown, when betting and dealing are over</source>
        <translation>Los botes se adjudican en el showdown, cuando terminan las apuestas y el reparto</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>There is no pot {index}; this hand has {count}</source>
        <translation>No existe el bote {index}; esta mano tiene {count}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The {pot} already has its winner</source>
        <translation>El {pot} ya tiene ganador</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Choose at least one winner for the {pot}</source>
        <translation>Elige al menos un ganador del {pot}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A winner is listed twice</source>
        <translation>Hay un ganador repetido</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Seat {seat} cannot win the {pot}</source>
        <translation>El asiento {seat} no puede ganar el {pot}</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>{game} has no low half: award the whole pot to its winners</source>
        <translation>{game} no tiene mitad baja: adjudique el bote entero a sus ganadores</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A low winner is listed twice</source>
        <translation>Un ganador de la baja aparece dos veces</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Seat {seat} cannot win the low half of the {pot}</source>
        <translation>El asiento {seat} no puede ganar la mitad baja del {pot}</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Players do not draw in {game}</source>
        <translation>En {game} no se descarta</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Betting is not finished: seat {seat} is to act</source>
        <translation>Las apuestas no han terminado: le toca al asiento {seat}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The draws are over; the hand is at showdown</source>
        <translation>Los descartes han terminado; la mano está en el showdown</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Seat {seat} does not draw yet; seat {next} does</source>
        <translation>El asiento {seat} todavía no descarta; descarta el asiento {next}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A draw is 0 to {most} cards, not {count}</source>
        <translation>Un descarte es de 0 a {most} cartas, no {count}</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Enter the card discarded and the card drawn, or neither</source>
        <translation>Escribe la carta descartada y la recibida, o ninguna</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Enter the {count} cards discarded and the {count} drawn, or neither</source>
        <translation>Escribe las {count} cartas descartadas y las {count} recibidas, o ninguna</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>{who} does not hold {card}</source>
        <translation>{who} no tiene {card}</translation>
    </message>
    <message>
        <location line="+16"/>
        <location filename="../../app/engine/stud_hand.py" line="-209"/>
        <source>Unknown event {event}</source>
        <translation>Evento desconocido {event}</translation>
    </message>
    <message>
        <location filename="../../app/engine/hand_core.py" line="+518"/>
        <source>The hand is not finished; no result yet</source>
        <translation>La mano no ha terminado; aún no hay resultado</translation>
    </message>
    <message>
        <location filename="../../app/engine/hand_errors.py" line="+68"/>
        <location filename="../../app/engine/stud_hand.py" line="+221"/>
        <source>Seat {seat} is not in this hand</source>
        <translation>El asiento {seat} no juega esta mano</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A Hold&apos;em hand is 2 hole cards, not {count}</source>
        <translation>Una mano de Hold&apos;em son 2 cartas propias, no {count}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Raise to at least {amount}</source>
        <translation>Sube como mínimo a {amount}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Raise to at most {amount} (pot limit)</source>
        <translation>Sube como máximo a {amount} (límite del bote)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Raise to at most {amount} (limit)</source>
        <translation>Sube como máximo a {amount} (límite)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Maximum bet is {amount} (pot limit)</source>
        <translation>La apuesta máxima es {amount} (límite del bote)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Maximum bet is {amount} (limit)</source>
        <translation>La apuesta máxima es {amount} (límite)</translation>
    </message>
    <message>
        <location filename="../../app/engine/hand.py" line="+625"/>
        <source>Event {number} ({event}): {reason}</source>
        <translation>Evento {number} ({event}): {reason}</translation>
    </message>
    <message>
        <location filename="../../app/engine/pots.py" line="+60"/>
        <source>main pot</source>
        <translation>bote principal</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>side pot {number}</source>
        <translation>bote paralelo {number}</translation>
    </message>
</context>
<context>
    <name>HandStats</name>
    <message>
        <location filename="../../app/engine/hand_stats.py" line="+163"/>
        <source>{name} must be whole numbers of at least 0, not {value}</source>
        <translation>{name} deben ser números enteros de 0 o más, no {value}</translation>
    </message>
</context>
<context>
    <name>History</name>
    <message>
        <location filename="../../app/session/history.py" line="+77"/>
        <source>Break and balance tables</source>
        <translation>Cerrar y equilibrar mesas</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Start clock</source>
        <translation>Iniciar el reloj</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pause clock</source>
        <translation>Pausar el reloj</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Resume clock</source>
        <translation>Reanudar el reloj</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Change level</source>
        <translation>Cambiar de nivel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Adjust time</source>
        <translation>Ajustar el tiempo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seat players</source>
        <translation>Sentar jugadores</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Move player</source>
        <translation>Mover jugador</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bust</source>
        <translation>Eliminación</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rename player</source>
        <translation>Renombrar jugador</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open table</source>
        <translation>Abrir mesa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deal agreed</source>
        <translation>Trato acordado</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Fold</source>
        <translation>Tirar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Check</source>
        <translation>Pasar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Call</source>
        <translation>Igualar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>All-in</source>
        <translation>All-in</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Flop</source>
        <translation>Flop</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Turn</source>
        <translation>Turn</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>River</source>
        <translation>River</translation>
    </message>
    <message>
        <location line="+56"/>
        <source>Deal hand {number}</source>
        <translation>Repartir la mano {number}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Void hand {number}</source>
        <translation>Anular la mano {number}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Re-award hand {number}</source>
        <translation>Reasignar la mano {number}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chip counts at table {table}</source>
        <translation>Recuento de fichas en la mesa {table}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Color up the {chip}s</source>
        <translation>Retirar las fichas de {chip}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Register {name}</source>
        <translation>Inscribir a {name}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{entry} (player {player})</source>
        <translation>{entry} (jugador {player})</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Track table {table}</source>
        <translation>Seguir la mesa {table}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Stop tracking table {table}</source>
        <translation>Dejar de seguir la mesa {table}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Close table {table}</source>
        <translation>Cerrar la mesa {table}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Charge {number}: {payment}</source>
        <translation>Cobro {number}: {payment}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Pay out to player {player}</source>
        <translation>Pago al jugador {player}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Button draw at table {table}: seat {seat}</source>
        <translation>Sorteo del botón en la mesa {table}: asiento {seat}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Table {table}: {game} chosen</source>
        <translation>Mesa {table}: elegido {game}</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Award the main pot</source>
        <translation>Adjudicar el bote principal</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Award side pot {number}</source>
        <translation>Adjudicar el bote paralelo {number}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Bet {amount}</source>
        <translation>Apostar {amount}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Raise to {amount}</source>
        <translation>Subir a {amount}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hole cards</source>
        <translation>Cartas propias</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show cards</source>
        <translation>Mostrar cartas</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Muck</source>
        <translation>No mostrar</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Stand pat</source>
        <translation>Plantarse</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Draw {count}</source>
        <translation>Cambiar {count}</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>{what} (seat {seat})</source>
        <translation>{what} (asiento {seat})</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Feature table {table} on the TV</source>
        <translation>Destacar la mesa {table} en la TV</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Stop featuring table {table} on the TV</source>
        <translation>Dejar de destacar la mesa {table} en la TV</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Choose the tables featured on the TV</source>
        <translation>Elegir las mesas destacadas en la TV</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Change the payouts</source>
        <translation>Cambiar los premios</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Change the blind structure</source>
        <translation>Cambiar la estructura de ciegas</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Change the display&apos;s look</source>
        <translation>Cambiar el aspecto de la pantalla</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Change the setup</source>
        <translation>Cambiar la configuración</translation>
    </message>
</context>
<context>
    <name>Intent</name>
    <message>
        <location filename="../../app/session/intent.py" line="+49"/>
        <source>Type an amount in chips, e.g. 2400</source>
        <translation>Escribe una cantidad en fichas, p. ej. 2400</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>An amount cannot be negative</source>
        <translation>Una cantidad no puede ser negativa</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&apos;{text}&apos; is not a whole number of chips</source>
        <translation>&apos;{text}&apos; no es un número entero de fichas</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&apos;{text}&apos; is not a number of chips; use digits only</source>
        <translation>&apos;{text}&apos; no es un número de fichas; usa solo cifras</translation>
    </message>
    <message>
        <location line="+62"/>
        <source>One up card typed for {seats} players: one for each of seats {list}, in that order</source>
        <translation>Una carta descubierta escrita para {seats} jugadores: una por cada uno de los asientos {list}, en ese orden</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{count} up cards typed for {seats} players: one for each of seats {list}, in that order</source>
        <translation>{count} cartas descubiertas escritas para {seats} jugadores: una por cada uno de los asientos {list}, en ese orden</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Seventh street is dealt face down: press Enter without cards</source>
        <translation>La séptima calle se reparte tapada: pulse Intro sin cartas</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Type the one community card, or nothing</source>
        <translation>Escriba la única carta comunitaria, o nada</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Type one of the seats in the hand: {seats}</source>
        <translation>Escriba uno de los asientos en la mano: {seats}</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Nobody is to draw now</source>
        <translation>Nadie tiene que descartar ahora</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Type the cards discarded, then &gt; and the cards drawn (e.g. 7h Kd &gt; 2c 3s); a digit alone records the count</source>
        <translation>Teclee las cartas descartadas, luego &gt; y las cartas recibidas (p. ej. 7h Kd &gt; 2c 3s); un dígito solo anota la cantidad</translation>
    </message>
    <message>
        <location filename="../../app/session/edits.py" line="-234"/>
        <location filename="../../app/session/intent.py" line="-119"/>
        <source>Nobody is to act: there is nothing to bet</source>
        <translation>No le toca actuar a nadie: no hay nada que apostar</translation>
    </message>
    <message>
        <location filename="../../app/session/intent.py" line="+27"/>
        <location line="+13"/>
        <source>No street is due: finish the betting first</source>
        <translation>No toca repartir ninguna calle: termina antes las apuestas</translation>
    </message>
</context>
<context>
    <name>Journal</name>
    <message>
        <location filename="../../app/store/codec.py" line="+125"/>
        <source>Unknown event kind {kind} in {where}: this Feltboard knows {known}. The file may come from a newer Feltboard.</source>
        <translation>Tipo de evento desconocido {kind} en {where}: este Feltboard conoce {known}. Puede que el archivo venga de un Feltboard más reciente.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Unknown event kind {kind}: this Feltboard knows {known}. The file may come from a newer Feltboard.</source>
        <translation>Tipo de evento desconocido {kind}: este Feltboard conoce {known}. Puede que el archivo venga de un Feltboard más reciente.</translation>
    </message>
    <message>
        <location line="+61"/>
        <source>Cannot store text holding half of a broken character pair (U+{code}); retype it</source>
        <translation>No se puede guardar un texto con medio par de caracteres roto (U+{code}); vuelve a escribirlo</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>Cannot read a stored value ({where}): {reason}</source>
        <translation>No se puede leer un valor guardado ({where}): {reason}</translation>
    </message>
    <message>
        <location filename="../../app/store/journal.py" line="+309"/>
        <source>{file} must be upgraded before it can be read, and it is read-only. The file was not modified.</source>
        <translation>{file} debe actualizarse antes de poder leerlo, y es de solo lectura. No se ha modificado el archivo.</translation>
    </message>
    <message>
        <location line="+107"/>
        <source>its time cannot be read</source>
        <translation>no se puede leer su hora</translation>
    </message>
    <message>
        <location line="+183"/>
        <source>Could not save to {file}: {reason}.</source>
        <translation>No se ha podido guardar en {file}: {reason}.</translation>
    </message>
    <message>
        <location filename="../../app/store/file_check.py" line="+229"/>
        <location filename="../../app/store/journal.py" line="-145"/>
        <source>its text cannot be read</source>
        <translation>no se puede leer su texto</translation>
    </message>
    <message>
        <location filename="../../app/store/journal.py" line="+100"/>
        <source>it cannot be decoded</source>
        <translation>no se puede descodificar</translation>
    </message>
    <message>
        <location filename="../../app/store/journal_files.py" line="+234"/>
        <source>Cannot copy {file} onto itself; choose another name or folder</source>
        <translation>No se puede copiar {file} sobre sí mismo; elige otro nombre u otra carpeta</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Could not copy the tournament to {path}: {reason}</source>
        <translation>No se ha podido copiar el torneo en {path}: {reason}</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Could not create the backup folder {folder}: {reason}</source>
        <translation>No se ha podido crear la carpeta de copias de seguridad {folder}: {reason}</translation>
    </message>
    <message>
        <location filename="../../app/store/journal.py" line="+75"/>
        <source>The tournament file {file} is closed</source>
        <translation>El archivo de torneo {file} está cerrado</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>Could not save to {file}: {reason}. The last action was not recorded.</source>
        <translation>No se ha podido guardar en {file}: {reason}. La última acción no se ha anotado.</translation>
    </message>
    <message>
        <location filename="../../app/store/journal_files.py" line="-251"/>
        <location line="+106"/>
        <location line="+6"/>
        <location filename="../../app/store/tournament_file.py" line="+441"/>
        <source>the disk is full</source>
        <translation>el disco está lleno</translation>
    </message>
    <message>
        <location line="-101"/>
        <source>{path} already exists; choose another name</source>
        <translation>{path} ya existe; elige otro nombre</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{file} is open read-only (for viewing and exporting): nothing can be recorded in it</source>
        <translation>{file} está abierto en solo lectura (para ver y exportar): no se puede anotar nada en él</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>{file} is open in another Feltboard window or program, or was not closed properly; close it there (or open it once), or choose another name</source>
        <translation>{file} está abierto en otra ventana de Feltboard o en otro programa, o no se cerró bien; ciérralo allí (o ábrelo una vez) o elige otro nombre</translation>
    </message>
    <message>
        <location line="+61"/>
        <location line="+19"/>
        <source>Cannot create {file}: {reason}</source>
        <translation>No se puede crear {file}: {reason}</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>{log} is left from an earlier {file}; move it away (or choose another name) before creating a new one</source>
        <translation>{log} quedó de un {file} anterior; muévelo a otro sitio (o elige otro nombre) antes de crear uno nuevo</translation>
    </message>
    <message>
        <location filename="../../app/store/journal_errors.py" line="+75"/>
        <source>{file} is damaged: some of its text cannot be read</source>
        <translation>{file} está dañado: parte de su texto no se puede leer</translation>
    </message>
    <message>
        <location line="+7"/>
        <location filename="../../app/store/journal_format.py" line="+330"/>
        <source>{file} is open in another Feltboard window or program; close it there first</source>
        <translation>{file} está abierto en otra ventana de Feltboard o en otro programa; ciérralo allí primero</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Cannot write to {file}: the disk is full</source>
        <translation>No se puede escribir en {file}: el disco está lleno</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{file} was not closed properly and its folder cannot be written (a read-only disk?): copy it to a folder you can write, then open the copy</source>
        <translation>{file} no se cerró correctamente y no se puede escribir en su carpeta (¿un disco de solo lectura?): cópialo a una carpeta donde puedas escribir y abre la copia</translation>
    </message>
    <message>
        <location line="+8"/>
        <location filename="../../app/store/journal_format.py" line="-6"/>
        <source>Cannot use {file}: {reason}</source>
        <translation>No se puede usar {file}: {reason}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{file} cannot be read as a tournament: {reason}</source>
        <translation>{file} no se puede leer como torneo: {reason}</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>{first} (the details are in the log)</source>
        <translation>{first} (los detalles están en el registro)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{file} is damaged: {reason}</source>
        <translation>{file} está dañado: {reason}</translation>
    </message>
    <message>
        <location filename="../../app/store/journal_format.py" line="-225"/>
        <source>This file uses schema {version}; this Feltboard cannot upgrade it (no migration from schema {missing}). The file was not modified.</source>
        <translation>Este archivo usa el esquema {version}; este Feltboard no puede actualizarlo (no hay migración desde el esquema {missing}). No se ha modificado el archivo.</translation>
    </message>
    <message>
        <location line="+62"/>
        <source>{file} is empty, not a Feltboard tournament file</source>
        <translation>{file} está vacío, no es un archivo de torneo de Feltboard</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{file} is not a Feltboard tournament file</source>
        <translation>{file} no es un archivo de torneo de Feltboard</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the file is cut short</source>
        <translation>el archivo está cortado</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{file} is a database of another program, not a Feltboard tournament</source>
        <translation>{file} es una base de datos de otro programa, no un torneo de Feltboard</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>This file was written by a newer Feltboard (schema {version}); this version reads up to {readable}. The file was not modified.</source>
        <translation>Este archivo lo escribió un Feltboard más reciente (esquema {version}); esta versión lee hasta el {readable}. No se ha modificado el archivo.</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>its description lacks {keys}</source>
        <translation>a su descripción le falta {keys}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{file} holds {format}, not a tournament</source>
        <translation>{file} contiene {format}, no un torneo</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>its description is unreadable ({key} is {value})</source>
        <translation>su descripción no se puede leer ({key} es {value})</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>its pages are broken. Open a copy of it (a break backup or a copy you saved); the details are in the log</source>
        <translation>sus páginas están rotas. Abre una copia (una copia de seguridad del descanso o una copia que guardaste); los detalles están en el registro</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>it lacks the tables {tables}</source>
        <translation>le faltan las tablas {tables}</translation>
    </message>
    <message>
        <location line="+81"/>
        <source>Could not upgrade {file} from schema {version} to {target}: {reason}. The file was not modified.</source>
        <translation>No se ha podido actualizar {file} del esquema {version} al {target}: {reason}. No se ha modificado el archivo.</translation>
    </message>
    <message>
        <location filename="../../app/store/journal_integrity.py" line="+48"/>
        <source>{file} is damaged at event {seq}: {reason}. The file was not modified.</source>
        <translation>{file} está dañado en el evento {seq}: {reason}. No se ha modificado el archivo.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>The snapshot after event {seq} is damaged: {reason}</source>
        <translation>La instantánea tras el evento {seq} está dañada: {reason}</translation>
    </message>
    <message>
        <location filename="../../app/store/file_check.py" line="-14"/>
        <location filename="../../app/store/journal_integrity.py" line="+80"/>
        <location line="+42"/>
        <source>it is missing</source>
        <translation>falta</translation>
    </message>
    <message>
        <location filename="../../app/store/journal_integrity.py" line="-40"/>
        <location line="+54"/>
        <location line="+17"/>
        <source>it cannot be read</source>
        <translation>no se puede leer</translation>
    </message>
    <message>
        <location filename="../../app/store/file_check.py" line="+17"/>
        <location filename="../../app/store/journal_integrity.py" line="-67"/>
        <source>its checksum is missing</source>
        <translation>le falta la suma de control</translation>
    </message>
    <message>
        <location line="+7"/>
        <location filename="../../app/store/journal_integrity.py" line="+6"/>
        <source>it does not match its checksum</source>
        <translation>no coincide con su suma de control</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../../app/store/journal_integrity.py" line="+35"/>
        <source>its checksum cannot be read</source>
        <translation>no se puede leer su suma de control</translation>
    </message>
    <message>
        <location filename="../../app/store/journal_integrity.py" line="+29"/>
        <source>it has no checksum</source>
        <translation>no tiene suma de control</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>it does not match the events it covers</source>
        <translation>no coincide con los eventos que abarca</translation>
    </message>
</context>
<context>
    <name>Launcher</name>
    <message>
        <location filename="../../app/launcher.py" line="+40"/>
        <source>Feltboard tournaments (*.feltboard)</source>
        <translation>Torneos de Feltboard (*.feltboard)</translation>
    </message>
    <message>
        <location line="+72"/>
        <source>The tournament open last time is no longer at {path} (moved or deleted?). Feltboard opened the demo tournament; use File &gt; Open to find yours.</source>
        <translation>El torneo abierto la última vez ya no está en {path} (¿movido o borrado?). Feltboard ha abierto el torneo de demostración; usa Archivo &gt; Abrir para buscar el tuyo.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The tournament open last time, {path}, could not be reopened: {error}
The file was left untouched; Feltboard opened the demo tournament.</source>
        <translation>El torneo abierto la última vez, {path}, no se ha podido reabrir: {error}
El archivo no se ha tocado; Feltboard ha abierto el torneo de demostración.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>{name} has finished (File &gt; Open recent shows its results); Feltboard opened the demo tournament.</source>
        <translation>{name} ha terminado (Archivo &gt; Abrir reciente muestra sus resultados); Feltboard ha abierto el torneo de demostración.</translation>
    </message>
    <message>
        <location filename="../../app/ui/league_flow.py" line="+66"/>
        <location line="+11"/>
        <location line="+5"/>
        <source>Add to league</source>
        <translation>Añadir a la liga</translation>
    </message>
    <message>
        <location line="-15"/>
        <source>{no_league}
Then press Add tonight&apos;s tournament to the league (Tonight tab), or Tournament &gt; Add to league.</source>
        <translation>{no_league}
Después pulsa Añadir el torneo de esta noche a la liga (pestaña Esta noche), o Torneo &gt; Añadir a la liga.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The results were not added: {error}</source>
        <translation>No se añadieron los resultados: {error}</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Tournament finished</source>
        <translation>Torneo terminado</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The tournament is over. Add its results to the league now?
(Tournament &gt; Add to league does it later.)</source>
        <translation>El torneo ha terminado. ¿Añadir ya sus resultados a la liga?
(Torneo &gt; Añadir a la liga lo hace más tarde.)</translation>
    </message>
    <message>
        <location filename="../../app/launcher.py" line="+167"/>
        <source>New tournament</source>
        <translation>Nuevo torneo</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Cannot create the tournament:
{error}</source>
        <translation>No se puede crear el torneo:
{error}</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Open tournament</source>
        <translation>Abrir torneo</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Cannot open {path}:
{error}</source>
        <translation>No se puede abrir {path}:
{error}</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>{file} is open read-only (the file or its folder cannot be written): you can view and export it; nothing can be recorded.</source>
        <translation>{file} está abierto solo para lectura (no se puede escribir en el archivo o en su carpeta): puedes verlo y exportarlo; no se puede registrar nada.</translation>
    </message>
    <message>
        <location line="+66"/>
        <source>Feltboard could not load:
{problem}</source>
        <translation>Feltboard no ha podido cargarse:
{problem}</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Cannot open the tournament:
{error}</source>
        <translation>No se puede abrir el torneo:
{error}</translation>
    </message>
    <message>
        <location line="+72"/>
        <source>your tournament</source>
        <translation>tu torneo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the tournament</source>
        <translation>el torneo</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Self-test FAILED: {error}</source>
        <translation>Autoprueba FALLIDA: {error}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Self-test passed (Feltboard {version}).</source>
        <translation>Autoprueba superada (Feltboard {version}).</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Windows open: dealer console and audience display.</source>
        <translation>Ventanas abiertas: consola del crupier y pantalla de sala.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Hand 1 dealt: blinds posted by the engine.</source>
        <translation>Mano 1 repartida: el motor ha puesto las ciegas.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Hand 1 finished; {chips} chips still in play.</source>
        <translation>Mano 1 terminada; siguen en juego {chips} fichas.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Reopened the file: the hand is there.</source>
        <translation>Archivo reabierto: la mano está ahí.</translation>
    </message>
</context>
<context>
    <name>League</name>
    <message>
        <location filename="../../app/ui/league_window.py" line="+65"/>
        <location line="+18"/>
        <source>Player</source>
        <translation>Jugador</translation>
    </message>
    <message>
        <location line="-17"/>
        <location line="+13"/>
        <source>Points</source>
        <translation>Puntos</translation>
    </message>
    <message>
        <location line="-12"/>
        <source>Nights</source>
        <translation>Noches</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Wins</source>
        <translation>Victorias</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Best</source>
        <translation>Mejor</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Knockouts</source>
        <translation>Eliminaciones</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+9"/>
        <source>Won</source>
        <translation>Ganado</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>Date</source>
        <translation>Fecha</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tournament</source>
        <translation>Torneo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Season</source>
        <translation>Temporada</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Place</source>
        <translation>Puesto</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Entries</source>
        <translation>Entradas</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Hands</source>
        <translation>Manos</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>All-ins</source>
        <translation>All-ins</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>points counted</source>
        <translation>puntos que cuentan</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>wins</source>
        <translation>victorias</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>best finish</source>
        <translation>mejor puesto</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>nights played</source>
        <translation>noches jugadas</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>{count} ({won} won)</source>
        <translation>{count} ({won} ganados)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>There is no league at {location} yet. Press New league… to start one, or Open league… to find yours.</source>
        <translation>Todavía no hay ninguna liga en {location}. Pulsa Nueva liga… para empezar una, o Abrir liga… para buscar la tuya.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>{error}. Open a league, or start one with New league…</source>
        <translation>{error}. Abre una liga o empieza una con Nueva liga…</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>League</source>
        <translation>Liga</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>&amp;Standings</source>
        <translation>&amp;Clasificación</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Players</source>
        <translation>&amp;Jugadores</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Season &amp;figures</source>
        <translation>&amp;Estadísticas de la temporada</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Tonight</source>
        <translation>Esta n&amp;oche</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Season:</source>
        <translation>Temporada:</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Open league…</source>
        <translation>&amp;Abrir liga…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;New league…</source>
        <translation>&amp;Nueva liga…</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>No league open</source>
        <translation>Ninguna liga abierta</translation>
    </message>
    <message>
        <location line="-16"/>
        <source>New s&amp;eason…</source>
        <translation>Nueva &amp;temporada…</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>{season} (1 night)</source>
        <translation>{season} (1 noche)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{season} ({count} nights)</source>
        <translation>{season} ({count} noches)</translation>
    </message>
    <message>
        <location line="+31"/>
        <location line="+8"/>
        <source>Open league</source>
        <translation>Abrir liga</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>A league file, or a club&apos;s postgresql://user@host/db address:</source>
        <translation>Un archivo de liga, o la dirección postgresql://usuario@servidor/bd de un club:</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+4"/>
        <source>Choose a file…</source>
        <translation>Elegir un archivo…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Feltboard leagues (*.sqlite);;All files (*)</source>
        <translation>Ligas de Feltboard (*.sqlite);;Todos los archivos (*)</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+5"/>
        <location line="+11"/>
        <location line="+7"/>
        <source>New league</source>
        <translation>Nueva liga</translation>
    </message>
    <message>
        <location line="-23"/>
        <source>The league&apos;s name:</source>
        <translation>Nombre de la liga:</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Points formula (td:10, sqrt:10, linear:1 or a table like table:25,18,15;
bonuses: ;knockout=2 ;attendance=1):</source>
        <translation>Fórmula de puntos (td:10, sqrt:10, linear:1 o una tabla como table:25,18,15;
bonificaciones: ;knockout=2 ;attendance=1):</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Where (a league file, or a postgresql:// address):</source>
        <translation>Dónde (un archivo de liga o una dirección postgresql://):</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The first season:</source>
        <translation>La primera temporada:</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The league was not created: {error}</source>
        <translation>No se creó la liga: {error}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Open a league first.</source>
        <translation>Abre antes una liga.</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+5"/>
        <source>New season</source>
        <translation>Nueva temporada</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>The season&apos;s name:</source>
        <translation>Nombre de la temporada:</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Count each player&apos;s best N nights (0 = every night):</source>
        <translation>Contar las N mejores noches de cada jugador (0 = todas las noches):</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The season was not added: {error}</source>
        <translation>No se añadió la temporada: {error}</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>{counted} of {nights}</source>
        <translation>{counted} de {nights}</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Points: {formula}, each player&apos;s best {best} nights count.</source>
        <translation>Puntos: {formula}; cuentan las {best} mejores noches de cada jugador.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Points: {formula}.</source>
        <translation>Puntos: {formula}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Level on points: {order}.</source>
        <translation>Empate a puntos: {order}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>, then </source>
        <translation>, después </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No night in this season yet: add a finished tournament.</source>
        <translation>Aún no hay noches en esta temporada: añade un torneo terminado.</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Find a player</source>
        <translation>Buscar un jugador</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Merge a duplicate into this player…</source>
        <translation>&amp;Fusionar un duplicado con este jugador…</translation>
    </message>
    <message>
        <location line="+79"/>
        <source>Season {season}</source>
        <translation>Temporada {season}</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>1 night</source>
        <translation>1 noche</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{count} nights</source>
        <translation>{count} noches</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>1 win</source>
        <translation>1 victoria</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{count} wins</source>
        <translation>{count} victorias</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>best finish {place}</source>
        <translation>mejor puesto {place}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>won {amount}</source>
        <translation>ganado {amount}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>1 knockout</source>
        <translation>1 eliminación</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{count} knockouts</source>
        <translation>{count} eliminaciones</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>also entered as {names}</source>
        <translation>también inscrito como {names}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{place} (shared by {count})</source>
        <translation>{place} (compartido por {count})</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Choose the player to keep, then merge a duplicate into them.</source>
        <translation>Elige el jugador que se queda y luego fusiona un duplicado con él.</translation>
    </message>
    <message>
        <location line="+10"/>
        <location line="+7"/>
        <source>Merge players</source>
        <translation>Fusionar jugadores</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>Which player is really {name}?</source>
        <translation>¿Qué jugador es en realidad {name}?</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Merge {duplicate} into {keep}? Every night of {duplicate} becomes {keep}&apos;s, and {duplicate} is kept as another name of {keep}.</source>
        <translation>¿Fusionar {duplicate} con {keep}? Todas las noches de {duplicate} pasan a {keep}, y {duplicate} se guarda como otro nombre de {keep}.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Not merged: {error}</source>
        <translation>No se fusionó: {error}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{duplicate} is now {keep}.</source>
        <translation>{duplicate} es ahora {keep}.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>F&amp;igures of game:</source>
        <translation>C&amp;ifras del juego:</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Season {season}: figures from {hands} hands dealt, as the hand-tracking tools count them (README, Player statistics).</source>
        <translation>Temporada {season}: estadísticas de {hands} manos repartidas, contadas como las cuentan los programas de seguimiento (véase el README).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Season {season} has no recorded hands yet.</source>
        <translation>La temporada {season} aún no tiene manos anotadas.</translation>
    </message>
    <message>
        <location line="+12"/>
        <location line="+83"/>
        <source>All games</source>
        <translation>Todos los juegos</translation>
    </message>
    <message>
        <location line="-65"/>
        <source>&amp;Add tonight&apos;s tournament to the league</source>
        <translation>Añadir el torneo de esta noche a la &amp;liga</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Figures of &amp;game:</source>
        <translation>Cifras del jue&amp;go:</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>No tournament is open.</source>
        <translation>No hay ningún torneo abierto.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{tournament}: {hands} hands recorded</source>
        <translation>{tournament}: {hands} manos anotadas</translation>
    </message>
    <message>
        <location filename="../../app/engine/league.py" line="+109"/>
        <source>{formula}; +{points} a knockout</source>
        <translation>{formula}; +{points} por eliminación</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{formula}; +{points} a night played</source>
        <translation>{formula}; +{points} por noche jugada</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>by place: {points}</source>
        <translation>por puesto: {points}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{scale} × √entries ÷ √place</source>
        <translation>{scale} × √entradas ÷ √puesto</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{scale} × √entries ÷ √place × (1 + log10(buy-in + 0.25))</source>
        <translation>{scale} × √entradas ÷ √puesto × (1 + log10(entrada + 0,25))</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{scale} × (entries − place + 1)</source>
        <translation>{scale} × (entradas − puesto + 1)</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Unknown points formula {formula}: use table:25,18,15,..., sqrt:A, td:A or linear:A (A a number of points)</source>
        <translation>Fórmula de puntos desconocida {formula}: usa table:25,18,15,..., sqrt:A, td:A o linear:A (A, un número de puntos)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>A points table needs the points of 1st, 2nd, ...: table:25,18,15</source>
        <translation>Una tabla de puntos necesita los puntos del 1.º, 2.º, ...: table:25,18,15</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Points for place {place}</source>
        <translation>Los puntos del puesto {place}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The scale of {kind}</source>
        <translation>La escala de {kind}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The scale of {kind} must be more than 0, like {kind}:10</source>
        <translation>La escala de {kind} tiene que ser mayor que 0, como {kind}:10</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Unknown points formula {formula}</source>
        <translation>Fórmula de puntos desconocida {formula}</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Unknown bonus {bonus}: use knockout=P (points a knockout) or attendance=P (points a night played)</source>
        <translation>Bonificación desconocida {bonus}: usa knockout=P (puntos por eliminación) o attendance=P (puntos por noche jugada)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The knockout bonus</source>
        <translation>La bonificación por eliminación</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The knockout bonus is given twice</source>
        <translation>La bonificación por eliminación aparece dos veces</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The attendance bonus</source>
        <translation>La bonificación por asistencia</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The attendance bonus is given twice</source>
        <translation>La bonificación por asistencia aparece dos veces</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>{what} must be a number of points from 0 to 1,000,000 with at most two decimals, not {text}</source>
        <translation>{what}: tiene que ser un número de puntos de 0 a 1.000.000 con dos decimales como mucho, no {text}</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>A finish in place {place} (shared by {shared}) is not possible with {entries} entries</source>
        <translation>Terminar en el puesto {place} (compartido por {shared}) no es posible con {entries} entradas</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Points out of range: {value}</source>
        <translation>Puntos fuera de rango: {value}</translation>
    </message>
    <message>
        <location line="+122"/>
        <source>Best nights must be at least 1, not {best}</source>
        <translation>Las mejores noches tienen que ser al menos 1, no {best}</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>player {number}</source>
        <translation>jugador {number}</translation>
    </message>
</context>
<context>
    <name>LeagueCharts</name>
    <message>
        <location filename="../../app/ui/league_charts.py" line="+81"/>
        <source>Chip stacks over the night</source>
        <translation>Stacks a lo largo de la noche</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hand</source>
        <translation>Mano</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chips</source>
        <translation>Fichas</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Chip stacks over the night (the {count} biggest stacks)</source>
        <translation>Stacks a lo largo de la noche (los {count} más grandes)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Points over the season</source>
        <translation>Puntos a lo largo de la temporada</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Night</source>
        <translation>Noche</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Points</source>
        <translation>Puntos</translation>
    </message>
</context>
<context>
    <name>LeagueCommand</name>
    <message>
        <location filename="../../app/cli/registry.py" line="+25"/>
        <source>players, seasons and points across nights (a league file or PostgreSQL)</source>
        <translation>jugadores, temporadas y puntos noche tras noche (un archivo de liga o PostgreSQL)</translation>
    </message>
    <message>
        <location filename="../../app/cli/league.py" line="+27"/>
        <source>Keep a league: add finished tournaments, read the standings. LEAGUE is a league file or a postgresql://user@host/database address shared by a club.</source>
        <translation>Lleva una liga: añade torneos terminados, consulta la clasificación. LIGA es un archivo de liga o una dirección postgresql://usuario@servidor/bd compartida por un club.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>create a league with its first season</source>
        <translation>crea una liga con su primera temporada</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the league&apos;s name</source>
        <translation>el nombre de la liga</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>points formula (default {formula}; see the README: table:25,18,..., sqrt:A, td:A, linear:A; bonuses ;knockout=P ;attendance=P)</source>
        <translation>fórmula de puntos (por defecto {formula}; mira el README: table:25,18,..., sqrt:A, td:A, linear:A; extras ;knockout=P ;attendance=P)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>the first season (default: the year)</source>
        <translation>la primera temporada (por defecto: el año)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>add a finished tournament&apos;s results to a season</source>
        <translation>añade los resultados de un torneo terminado a una temporada</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+18"/>
        <location line="+8"/>
        <location line="+63"/>
        <source>the season (default: the newest)</source>
        <translation>la temporada (por defecto: la más reciente)</translation>
    </message>
    <message>
        <location line="-85"/>
        <source>the tournament is there with other results (corrected since): replace them</source>
        <translation>el torneo ya está con otros resultados (corregidos después): sustitúyelos</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>take a tournament out of the league (its players stay)</source>
        <translation>saca un torneo de la liga (sus jugadores se quedan)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>a season&apos;s standings</source>
        <translation>la clasificación de una temporada</translation>
    </message>
    <message>
        <location line="+89"/>
        <source>print one JSON object</source>
        <translation>muestra un objeto JSON</translation>
    </message>
    <message>
        <location line="-82"/>
        <source>the results archive: a season&apos;s tournaments</source>
        <translation>el archivo de resultados: los torneos de una temporada</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>list the seasons, add one or change one</source>
        <translation>lista las temporadas, añade una o cambia una</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>a new season</source>
        <translation>una temporada nueva</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>change this season</source>
        <translation>cambia esta temporada</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>count each player&apos;s best N nights</source>
        <translation>cuenta las N mejores noches de cada jugador</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>count every night again</source>
        <translation>vuelve a contar todas las noches</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>points formula (default: the league&apos;s)</source>
        <translation>fórmula de puntos (por defecto: la de la liga)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the league&apos;s players</source>
        <translation>los jugadores de la liga</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>set a player&apos;s nickname, e-mail or photo</source>
        <translation>pon el apodo, el correo o la foto de un jugador</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>a nickname (empty to clear)</source>
        <translation>un apodo (vacío para borrarlo)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>an e-mail address (empty to clear)</source>
        <translation>una dirección de correo (vacía para borrarla)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>a photo file (PNG or JPEG, 2 MB)</source>
        <translation>un archivo de foto (PNG o JPEG, 2 MB)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>make DUPLICATE the same player as KEEP</source>
        <translation>hace que DUPLICADO sea el mismo jugador que CONSERVAR</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>a player&apos;s nights, places, prizes and points</source>
        <translation>las noches, puestos, premios y puntos de un jugador</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>each player&apos;s figures (VPIP, PFR, 3-bet...) over a season&apos;s hands</source>
        <translation>las cifras de cada jugador (VPIP, PFR, 3-bet...) en las manos de una temporada</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>only the hands of this game (default: every game)</source>
        <translation>solo las manos de este juego (por omisión: todos los juegos)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>send the results kept while the server was away</source>
        <translation>envía los resultados guardados mientras el servidor no estaba disponible</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>a league file or postgresql:// URL</source>
        <translation>un archivo de liga o una dirección postgresql://</translation>
    </message>
    <message>
        <location filename="../../app/cli/league_actions.py" line="+51"/>
        <source>feltboard league {action}: {file}: no such file</source>
        <translation>feltboard league {action}: {file}: no existe ese archivo</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Created the league {name} at {where}: season {season}, points {formula}</source>
        <translation>Creada la liga {name} en {where}: temporada {season}, puntos {formula}</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Removed {name} ({date}) from season {season}</source>
        <translation>Quitado {name} ({date}) de la temporada {season}</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Nothing waits for {where}</source>
        <translation>Nada pendiente para {where}</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Sent {sent} of {count}; {left} still waiting</source>
        <translation>Enviados {sent} de {count}; {left} siguen pendientes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sent {sent} of {count}</source>
        <translation>Enviados {sent} de {count}</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>{league}, season {season}: {nights}</source>
        <translation>{league}, temporada {season}: {nights}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{title}, best {count} nights count</source>
        <translation>{title}, cuentan las {count} mejores noches</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Points: {formula}</source>
        <translation>Puntos: {formula}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>, then </source>
        <translation>, luego </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ties: {ties}</source>
        <translation>Desempates: {ties}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No nights in this season yet: add one with `feltboard league add`</source>
        <translation>Aún no hay noches en esta temporada: añade una con `feltboard league add`</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{points} points</source>
        <translation>{points} puntos</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{points} (all nights {total})</source>
        <translation>{points} (todas las noches {total})</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{count} win</source>
        <translation>{count} victoria</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{count} wins</source>
        <translation>{count} victorias</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name}: {points}, {nights}, {wins}, best {place}, won {money}</source>
        <translation>{name}: {points}, {nights}, {wins}, mejor puesto {place}, ganado {money}</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>{count} night</source>
        <translation>{count} noche</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{count} nights</source>
        <translation>{count} noches</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>Season {season}: {nights}</source>
        <translation>Temporada {season}: {nights}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{date} {name}: {entries} entries, won by {winner}, {prizes} in prizes (added from {source})</source>
        <translation>{date} {name}: {entries} entradas, ganó {winner}, {prizes} en premios (añadido desde {source})</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Added season {season}: points {formula}, best {count} nights</source>
        <translation>Añadida la temporada {season}: puntos {formula}, las {count} mejores noches</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Added season {season}: points {formula}</source>
        <translation>Añadida la temporada {season}: puntos {formula}</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Season {season}: points {formula}, best {count} nights</source>
        <translation>Temporada {season}: puntos {formula}, las {count} mejores noches</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Season {season}: points {formula}, every night counts</source>
        <translation>Temporada {season}: puntos {formula}, cuentan todas las noches</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Say which season: --add SEASON or --set SEASON</source>
        <translation>Di qué temporada: --add TEMPORADA o --set TEMPORADA</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{season}: {nights}, best {count}, points {formula}</source>
        <translation>{season}: {nights}, las {count} mejores, puntos {formula}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{season}: {nights}, every night, points {formula}</source>
        <translation>{season}: {nights}, todas cuentan, puntos {formula}</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>also {names}</source>
        <translation>también {names}</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>{file} is not a PNG or JPEG picture</source>
        <translation>{file} no es una imagen PNG ni JPEG</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{name}: nickname {nickname}, e-mail {email}, a photo</source>
        <translation>{name}: apodo {nickname}, correo {email}, con foto</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name}: nickname {nickname}, e-mail {email}, no photo</source>
        <translation>{name}: apodo {nickname}, correo {email}, sin foto</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>{duplicate} is now {name}: {nights} nights together</source>
        <translation>{duplicate} es ahora {name}: {nights} noches en total</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Season {season} has no recorded hands of {game}</source>
        <translation>La temporada {season} no tiene manos registradas de {game}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Season {season} has no recorded hands yet</source>
        <translation>La temporada {season} aún no tiene manos registradas</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>{place} (shared by {count})</source>
        <translation>{place} (compartido entre {count})</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{date} {tournament} (season {season}): {place} of {entries}, {points} points</source>
        <translation>{date} {tournament} (temporada {season}): {place} de {entries}, {points} puntos</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{line}, won {money}</source>
        <translation>{line}, ganado {money}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{count} knockout</source>
        <translation>{count} eliminación</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{count} knockouts</source>
        <translation>{count} eliminaciones</translation>
    </message>
</context>
<context>
    <name>LeagueStore</name>
    <message>
        <location filename="../../app/store/league/database.py" line="+40"/>
        <source>Not a PostgreSQL address: {location} ({reason})</source>
        <translation>No es una dirección de PostgreSQL: {location} ({reason})</translation>
    </message>
    <message>
        <location line="+66"/>
        <source>This league was written by a newer version of Feltboard (its tables are at version {version}); update Feltboard to open it</source>
        <translation>Esta liga la escribió una versión más nueva de Feltboard (sus tablas están en la versión {version}); actualiza Feltboard para abrirla</translation>
    </message>
    <message>
        <location filename="../../app/store/league/outbox.py" line="+82"/>
        <source>The outbox {path} cannot be written: {reason}</source>
        <translation>No se puede escribir en la bandeja de salida {path}: {reason}</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>The outbox {path} cannot be read: {reason}</source>
        <translation>No se puede leer la bandeja de salida {path}: {reason}</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>The outbox cannot be written: {reason}</source>
        <translation>No se puede escribir en la bandeja de salida: {reason}</translation>
    </message>
    <message>
        <location filename="../../app/store/league/store.py" line="+99"/>
        <source>There is no league at {location}: create it with `feltboard league create {location} --name NAME`</source>
        <translation>No hay ninguna liga en {location}: créala con `feltboard league create {location} --name NOMBRE`</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The folder {folder} does not exist</source>
        <translation>La carpeta {folder} no existe</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The league could not open {location}: {reason}</source>
        <translation>No se pudo abrir la liga de {location}: {reason}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{location} holds no league: create it with `feltboard league create LEAGUE --name NAME`</source>
        <translation>{location} no tiene ninguna liga: créala con `feltboard league create LIGA --name NOMBRE`</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>{location} holds no league yet: create it with `feltboard league create LEAGUE --name NAME`</source>
        <translation>{location} aún no tiene ninguna liga: créala con `feltboard league create LIGA --name NOMBRE`</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Cannot reach the league at {location}: {reason}</source>
        <translation>No se puede conectar con la liga de {location}: {reason}</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>The league could not read the league: {reason}</source>
        <translation>La liga no pudo leer la liga: {reason}</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>{location} already holds the league {name}; one place holds one league</source>
        <translation>{location} ya tiene la liga {name}; en cada sitio cabe una sola liga</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>The league could not be created: {reason}</source>
        <translation>No se pudo crear la liga: {reason}</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>The league could not read the seasons: {reason}</source>
        <translation>La liga no pudo leer las temporadas: {reason}</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>This league has no season: add one with `league season`</source>
        <translation>Esta liga no tiene ninguna temporada: añade una con `league season`</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>No season {name} in this league (seasons: {known})</source>
        <translation>No hay ninguna temporada {name} en esta liga (temporadas: {known})</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>There is already a season {name} in this league</source>
        <translation>Ya hay una temporada {name} en esta liga</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The league could not add the season: {reason}</source>
        <translation>La liga no pudo añadir la temporada: {reason}</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>The league could not change the season: {reason}</source>
        <translation>La liga no pudo cambiar la temporada: {reason}</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>The league could not add the tournament: {reason}</source>
        <translation>La liga no pudo añadir el torneo: {reason}</translation>
    </message>
    <message>
        <location filename="../../app/store/league/adding.py" line="+69"/>
        <source>{tournament} is already in the league (season {season}) with other results; add --replace to put these in their place</source>
        <translation>{tournament} ya está en la liga (temporada {season}) con otros resultados; añade --replace para poner estos en su lugar</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>points</source>
        <translation>puntos</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This league counts money in {currency} with {decimals} decimals; {tournament} was played in {theirs} with {their_decimals}</source>
        <translation>Esta liga cuenta el dinero en {currency} con {decimals} decimales; {tournament} se jugó en {theirs} con {their_decimals}</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>{first} and {second} both played {tournament}, but the league merged them into one player: they are two people</source>
        <translation>{first} y {second} jugaron los dos {tournament}, pero la liga los fusionó en un solo jugador: son dos personas</translation>
    </message>
    <message>
        <location filename="../../app/store/league/store.py" line="+21"/>
        <source>{tournament} ({date}) is not in this league</source>
        <translation>{tournament} ({date}) no está en esta liga</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The league could not remove the tournament: {reason}</source>
        <translation>La liga no pudo quitar el torneo: {reason}</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The league could not read the standings: {reason}</source>
        <translation>La liga no pudo leer la clasificación: {reason}</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>The league could not read the nights: {reason}</source>
        <translation>La liga no pudo leer las noches: {reason}</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>The league could not read the players: {reason}</source>
        <translation>La liga no pudo leer los jugadores: {reason}</translation>
    </message>
    <message>
        <location line="+70"/>
        <source>There is no player {name} in this league</source>
        <translation>No hay ningún jugador {name} en esta liga</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>A player&apos;s photo must be at most {size} MB</source>
        <translation>La foto de un jugador debe ocupar como mucho {size} MB</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The league could not change the player: {reason}</source>
        <translation>La liga no pudo cambiar el jugador: {reason}</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The league could not read the photo: {reason}</source>
        <translation>La liga no pudo leer la foto: {reason}</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>{keep} and {duplicate} are already one player</source>
        <translation>{keep} y {duplicate} ya son un solo jugador</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>{first} and {second} both played {tournament} on {date}: they are two people, not one</source>
        <translation>{first} y {second} jugaron los dos {tournament} el {date}: son dos personas, no una</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>The league could not merge the players: {reason}</source>
        <translation>La liga no pudo fusionar los jugadores: {reason}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The league could not read the history: {reason}</source>
        <translation>La liga no pudo leer el historial: {reason}</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>The league could not read the statistics: {reason}</source>
        <translation>La liga no pudo leer las estadísticas: {reason}</translation>
    </message>
    <message>
        <location filename="../../app/store/league/checks.py" line="+23"/>
        <source>A league needs a name</source>
        <translation>Una liga necesita un nombre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A season needs a name</source>
        <translation>Una temporada necesita un nombre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A player needs a name</source>
        <translation>Un jugador necesita un nombre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A nickname cannot be empty</source>
        <translation>Un apodo no puede estar vacío</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A league name is at most {limit} characters</source>
        <translation>El nombre de una liga tiene como mucho {limit} caracteres</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A season name is at most {limit} characters</source>
        <translation>El nombre de una temporada tiene como mucho {limit} caracteres</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A player name is at most {limit} characters</source>
        <translation>El nombre de un jugador tiene como mucho {limit} caracteres</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A nickname is at most {limit} characters</source>
        <translation>Un apodo tiene como mucho {limit} caracteres</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>This league has not been created yet</source>
        <translation>Esta liga aún no se ha creado</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>{email} is not an e-mail address (like ann@example.com)</source>
        <translation>{email} no es una dirección de correo (como ana@example.com)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Best nights must be at least 1, not {best}</source>
        <translation>Las mejores noches deben ser al menos 1, no {best}</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>{tournament} has no players</source>
        <translation>{tournament} no tiene jugadores</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{tournament} names one player twice</source>
        <translation>{tournament} nombra dos veces al mismo jugador</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{player} has a negative amount in {tournament}</source>
        <translation>{player} tiene una cantidad negativa en {tournament}</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>{tournament}: {reason}</source>
        <translation>{tournament}: {reason}</translation>
    </message>
    <message>
        <location filename="../../app/store/league/submission.py" line="+99"/>
        <source>A waiting submission was written by another version</source>
        <translation>Un envío pendiente lo escribió otra versión</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A waiting submission cannot be read: {reason}</source>
        <translation>No se puede leer un envío pendiente: {reason}</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>{file} has no events: it is not a tournament</source>
        <translation>{file} no tiene eventos: no es un torneo</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>{tournament} is still running (1 player left): add it to the league when it has a winner</source>
        <translation>{tournament} sigue en juego (queda 1 jugador): añádelo a la liga cuando tenga un ganador</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{tournament} is still running ({count} players left): add it to the league when it has a winner</source>
        <translation>{tournament} sigue en juego (quedan {count} jugadores): añádelo a la liga cuando tenga un ganador</translation>
    </message>
    <message>
        <location filename="../../app/store/league/submit.py" line="+47"/>
        <source>{error}. Kept {tournament} ({date}) to send later: run `feltboard league sync {where}` when the server can be reached</source>
        <translation>{error}. Se guarda {tournament} ({date}) para enviarlo más tarde: ejecuta `feltboard league sync {where}` cuando se pueda conectar con el servidor</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{error}. Still kept {tournament} ({date}) to send later: run `feltboard league sync {where}` when the server can be reached</source>
        <translation>{error}. {tournament} ({date}) sigue guardado para enviarlo más tarde: ejecuta `feltboard league sync {where}` cuando se pueda conectar con el servidor</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Also sent 1 tournament kept while the league was out of reach</source>
        <translation>También se ha enviado 1 torneo guardado mientras no se podía conectar con la liga</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Also sent {count} tournaments kept while the league was out of reach</source>
        <translation>También se han enviado {count} torneos guardados mientras no se podía conectar con la liga</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>{tournament} ({date}) is already in season {season}: nothing changed</source>
        <translation>{tournament} ({date}) ya está en la temporada {season}: no cambia nada</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Replaced the results of {tournament} ({date}) to season {season}: {count} players, new to the league: {new}</source>
        <translation>Sustituidos los resultados de {tournament} ({date}) en la temporada {season}: {count} jugadores; nuevos en la liga: {new}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Replaced the results of {tournament} ({date}) to season {season}: {count} players</source>
        <translation>Sustituidos los resultados de {tournament} ({date}) en la temporada {season}: {count} jugadores</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Added {tournament} ({date}) to season {season}: {count} players, new to the league: {new}</source>
        <translation>Añadido {tournament} ({date}) a la temporada {season}: {count} jugadores; nuevos en la liga: {new}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Added {tournament} ({date}) to season {season}: {count} players</source>
        <translation>Añadido {tournament} ({date}) a la temporada {season}: {count} jugadores</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Not sent: {tournament}: {error} (it stays in the outbox)</source>
        <translation>No enviado: {tournament}: {error} (sigue en la bandeja de salida)</translation>
    </message>
</context>
<context>
    <name>Live</name>
    <message>
        <location filename="../../app/session/live.py" line="+175"/>
        <source>Nothing to record</source>
        <translation>No hay nada que anotar</translation>
    </message>
    <message>
        <location line="+59"/>
        <source>Deal hand {number}</source>
        <translation>Repartir la mano {number}</translation>
    </message>
    <message>
        <location filename="../../app/session/edits.py" line="-5"/>
        <location line="+107"/>
        <location filename="../../app/session/live.py" line="+7"/>
        <location line="+25"/>
        <source>No hand is in progress at table {table}</source>
        <translation>No hay ninguna mano en juego en la mesa {table}</translation>
    </message>
    <message>
        <location filename="../../app/session/live.py" line="+73"/>
        <source>There is nothing to undo</source>
        <translation>No hay nada que deshacer</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>There is nothing to redo</source>
        <translation>No hay nada que rehacer</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>{file} is open read-only (for viewing and exporting): nothing can be recorded in it</source>
        <translation>{file} está abierto en solo lectura (para ver y exportar): no se puede anotar nada en él</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>Hand void: every chip went back where it was.</source>
        <translation>Mano anulada: todas las fichas han vuelto a su sitio.</translation>
    </message>
    <message>
        <location line="+65"/>
        <source>The undo could not be written, nothing was undone: {error}</source>
        <translation>No se ha podido guardar el deshacer, no se ha deshecho nada: {error}</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>The break backup could not be written: {error}</source>
        <translation>No se ha podido guardar la copia de seguridad del descanso: {error}</translation>
    </message>
</context>
<context>
    <name>Look</name>
    <message>
        <location filename="../../app/engine/look.py" line="+44"/>
        <source>The background colour is written #rrggbb (e.g. #10233f), not {colour}</source>
        <translation>El color de fondo se escribe #rrggbb (p. ej. #10233f), no {colour}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The text colour is written #rrggbb (e.g. #10233f), not {colour}</source>
        <translation>El color del texto se escribe #rrggbb (p. ej. #10233f), no {colour}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The accent colour is written #rrggbb (e.g. #10233f), not {colour}</source>
        <translation>El color de realce se escribe #rrggbb (p. ej. #10233f), no {colour}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The text colour {colour} is hard to read on the background {background} (contrast {ratio} to 1, at least {least} to 1 is needed): pick a darker or lighter colour</source>
        <translation>El color del texto {colour} se lee mal sobre el fondo {background} (contraste de {ratio} a 1; hace falta al menos {least} a 1): elige un color más oscuro o más claro</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The accent colour {colour} is hard to read on the background {background} (contrast {ratio} to 1, at least {least} to 1 is needed): pick a darker or lighter colour</source>
        <translation>El color de realce {colour} se lee mal sobre el fondo {background} (contraste de {ratio} a 1; hace falta al menos {least} a 1): elige un color más oscuro o más claro</translation>
    </message>
    <message>
        <location line="+68"/>
        <source>The logo is {size} MB; a logo may be at most {most} MB (save it smaller, e.g. 800 pixels wide)</source>
        <translation>El logo ocupa {size} MB; un logo puede ocupar {most} MB como máximo (guárdalo más pequeño, p. ej. de 800 píxeles de ancho)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The logo must be a PNG, JPEG or SVG picture</source>
        <translation>El logo tiene que ser una imagen PNG, JPEG o SVG</translation>
    </message>
    <message>
        <location line="+122"/>
        <source>The logo must be a picture&apos;s bytes</source>
        <translation>El logo tiene que ser los bytes de una imagen</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>The display&apos;s panels are {known}; not {panels}</source>
        <translation>Los paneles de la pantalla son {known}; no {panels}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Each panel is chosen once</source>
        <translation>Cada panel se elige una sola vez</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The tables featured on the TV are table numbers, not {tables}</source>
        <translation>Las mesas destacadas en la TV son números de mesa, no {tables}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The orientation is landscape, portrait or auto, not {orientation}</source>
        <translation>La orientación es landscape (horizontal), portrait (vertical) o auto, no {orientation}</translation>
    </message>
</context>
<context>
    <name>LookDialog</name>
    <message>
        <location filename="../../app/ui/look_dialog.py" line="+56"/>
        <source>Landscape (a TV on its side)</source>
        <translation>Horizontal (una tele apaisada)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Portrait (a screen standing up)</source>
        <translation>Vertical (una pantalla en pie)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Follow the window&apos;s shape</source>
        <translation>Según la forma de la ventana</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Background</source>
        <translation>Fondo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Text</source>
        <translation>Texto</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Accent (blinds, prizes)</source>
        <translation>Realce (ciegas, premios)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Players left</source>
        <translation>Jugadores en juego</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Average stack</source>
        <translation>Stack medio</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chip leader</source>
        <translation>Líder en fichas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Next break</source>
        <translation>Próximo descanso</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Payouts</source>
        <translation>Premios</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>Friday night</source>
        <translation>Viernes noche</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>BB ANTE {amount}</source>
        <translation>ANTE DE CG {amount}</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>Audience display look</source>
        <translation>Aspecto de la pantalla de sala</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Choose logo…</source>
        <translation>Elegir logotipo…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No logo</source>
        <translation>Sin logotipo</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Logo</source>
        <translation>Logotipo</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Pick…</source>
        <translation>Elegir…</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Layout</source>
        <translation>Disposición</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Panels shown</source>
        <translation>Paneles visibles</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>{kind} picture, {size} KB</source>
        <translation>Imagen {kind}, {size} KB</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>None</source>
        <translation>Ninguno</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>{name} cannot be read ({error})</source>
        <translation>No se puede leer {name} ({error})</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Choose the logo</source>
        <translation>Elige el logotipo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pictures (*.png *.jpg *.jpeg *.svg)</source>
        <translation>Imágenes (*.png *.jpg *.jpeg *.svg)</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../app/ui/export_hands.py" line="+23"/>
        <source>PHH (open hand history format)</source>
        <translation>PHH (formato abierto de historiales de manos)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>PokerStars text (tracking tools)</source>
        <translation>Texto PokerStars (programas de seguimiento)</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="+130"/>
        <source>Hand log</source>
        <translation>Registro</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Players</source>
        <translation>Jugadores</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hands</source>
        <translation>Manos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Payouts</source>
        <translation>Premios</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tables</source>
        <translation>Mesas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Structure</source>
        <translation>Estructura</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cashier</source>
        <translation>Caja</translation>
    </message>
    <message>
        <location line="+151"/>
        <source>Table:</source>
        <translation>Mesa:</translation>
    </message>
    <message>
        <location filename="../../app/ui/console_menus.py" line="+22"/>
        <source>&amp;Edit</source>
        <translation>&amp;Edición</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Undo</source>
        <translation>&amp;Deshacer</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Redo</source>
        <translation>&amp;Rehacer</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;View</source>
        <translation>&amp;Ver</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Audience display</source>
        <translation>&amp;Pantalla de sala</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Audience display &amp;on</source>
        <translation>Pantalla de sala &amp;en</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Audience display &amp;look…</source>
        <translation>&amp;Aspecto de la pantalla de sala…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Sounds and &amp;voice…</source>
        <translation>S&amp;onidos y voz…</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Hand</source>
        <translation>&amp;Mano</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Fold</source>
        <translation>&amp;Tirar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Check or call</source>
        <translation>&amp;Pasar o igualar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Bet or raise</source>
        <translation>&amp;Apostar o subir</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;All-in</source>
        <translation>A&amp;ll-in</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Deal next street</source>
        <translation>Repartir la siguiente &amp;calle</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Next hand</source>
        <translation>&amp;Siguiente mano</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>D&amp;raw for the button…</source>
        <translation>Sorteo del &amp;botón…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Bring &amp;in (stud)</source>
        <translation>B&amp;ring-in (stud)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Misdeal: void this hand</source>
        <translation>Reparto &amp;erróneo: anular esta mano</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Back to the &amp;live table</source>
        <translation>&amp;Volver a la mesa en juego</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="+70"/>
        <source>&amp;Undo {action}</source>
        <translation>&amp;Deshacer {action}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Redo {action}</source>
        <translation>&amp;Rehacer {action}</translation>
    </message>
    <message>
        <location line="+121"/>
        <source>It is the break. Deal a hand anyway, at level {number}&apos;s blinds ({level})? Press N again; any other key cancels</source>
        <translation>Es el descanso. ¿Repartir una mano igualmente, con las ciegas del nivel {number} ({level})? Pulsa N otra vez; cualquier otra tecla cancela</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>No all-in now: F, C or R</source>
        <translation>Ahora no hay all-in: F, C o R</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>All-in for {name}, {amount}? Press A again; any other key cancels</source>
        <translation>¿All-in de {name} por {amount}? Pulsa A otra vez; cualquier otra tecla cancela</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Hand {hand} voided: every chip went back. Ctrl+Z undoes it.</source>
        <translation>Mano {hand} anulada: todas las fichas han vuelto. Ctrl+Z lo deshace.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>The file is read-only</source>
        <translation>El archivo es de solo lectura</translation>
    </message>
    <message>
        <location filename="../../app/ui/console_menus.py" line="+75"/>
        <source>Share on the &amp;network…</source>
        <translation>Compartir en la &amp;red…</translation>
    </message>
    <message>
        <location filename="../../app/ui/language_menu.py" line="+17"/>
        <source>Lan&amp;guage</source>
        <translation>&amp;Idioma</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>System</source>
        <translation>Sistema</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>The language changes when Feltboard starts again.</source>
        <translation>El idioma cambiará la próxima vez que se abra Feltboard.</translation>
    </message>
    <message>
        <location filename="../../app/ui/console_menus.py" line="-26"/>
        <source>&amp;Tournament</source>
        <translation>&amp;Torneo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Setup…</source>
        <translation>&amp;Configuración…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Color up chips…</source>
        <translation>Cambiar &amp;fichas (color-up)…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Dealer &amp;pads…</source>
        <translation>Tabletas del c&amp;rupier…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Make a &amp;deal…</source>
        <translation>Hacer un &amp;trato…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;League…</source>
        <translation>&amp;Liga…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Add to league</source>
        <translation>&amp;Añadir a la liga</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="+32"/>
        <source>{break_} — Tournament &gt; Color up chips… runs the chip race</source>
        <translation>{break_} — Torneo &gt; Cambiar fichas (color-up)… hace la carrera de fichas</translation>
    </message>
    <message>
        <location filename="../../app/ui/console_menus.py" line="-60"/>
        <source>&amp;File</source>
        <translation>&amp;Archivo</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;New tournament…</source>
        <translation>&amp;Nuevo torneo…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Open…</source>
        <translation>&amp;Abrir…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Save a &amp;copy…</source>
        <translation>Guardar una &amp;copia…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Export hand histories…</source>
        <translation>&amp;Exportar historiales de manos…</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Open &amp;recent</source>
        <translation>Abrir &amp;reciente</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Quit</source>
        <translation>&amp;Salir</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="+18"/>
        <source>{screen} ({width}×{height})</source>
        <translation>{screen} ({width}×{height})</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Screen {number}</source>
        <translation>Pantalla {number}</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>(none yet)</source>
        <translation>(ninguno todavía)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Save a copy</source>
        <translation>Guardar una copia</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Feltboard tournaments (*.feltboard)</source>
        <translation>Torneos de Feltboard (*.feltboard)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Cannot save the copy: {error}</source>
        <translation>No se puede guardar la copia: {error}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Saved a copy as {path}</source>
        <translation>Copia guardada como {path}</translation>
    </message>
    <message>
        <location filename="../../app/ui/export_hands.py" line="+23"/>
        <source>all hand histories</source>
        <translation>todos los historiales de manos</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Export {what}</source>
        <translation>Exportar {what}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Format</source>
        <translation>Formato</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Export into folder</source>
        <translation>Exportar a la carpeta</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Exporting hand histories…</source>
        <translation>Exportando historiales de manos…</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Export failed: {error}</source>
        <translation>La exportación ha fallado: {error}</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="+27"/>
        <source>Recorded from a pad: {device} (since {time})</source>
        <translation>La anota una tableta: {device} (desde las {time})</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A dealer pad records this table. What you record here counts too: the pad shows it at once. Tournament &gt; Dealer pads… revokes or moves the pairing.</source>
        <translation>Una tableta de crupier anota esta mesa. Lo que anotes aquí también cuenta: la tableta lo muestra al instante. Torneo &gt; Tabletas del crupier… revoca o traslada la vinculación.</translation>
    </message>
    <message>
        <location line="+43"/>
        <location filename="../../app/ui/table_picker.py" line="+60"/>
        <source>Table {number}</source>
        <translation>Mesa {number}</translation>
    </message>
    <message>
        <location line="-19"/>
        <source>{name} — Feltboard (read-only)</source>
        <translation>{name} — Feltboard (solo lectura)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name} — Feltboard</source>
        <translation>{name} — Feltboard</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>Hand {number}</source>
        <translation>Mano {number}</translation>
    </message>
    <message>
        <location filename="../../app/ui/export_hands.py" line="+24"/>
        <source>hand {number}</source>
        <translation>la mano {number}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{count} hands</source>
        <translation>{count} manos</translation>
    </message>
    <message>
        <location filename="../../app/ui/table_picker.py" line="-15"/>
        <source>Type a table&apos;s number to go to it</source>
        <translation>Escriba el número de una mesa para ir a ella</translation>
    </message>
</context>
<context>
    <name>Models</name>
    <message>
        <location filename="../../app/session/models.py" line="+207"/>
        <source>Player</source>
        <translation>Jugador</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seat</source>
        <translation>Asiento</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chips</source>
        <translation>Fichas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Status</source>
        <translation>Estado</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Prize</source>
        <translation>Premio</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>T{table} S{seat}</source>
        <translation>M{table} A{seat}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>playing</source>
        <translation>jugando</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not seated</source>
        <translation>sin asiento</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Hand</source>
        <translation>Mano</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Level</source>
        <translation>Nivel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Table</source>
        <translation>Mesa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Winners</source>
        <translation>Ganadores</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pot</source>
        <translation>Bote</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>{number} (void)</source>
        <translation>{number} (anulada)</translation>
    </message>
</context>
<context>
    <name>Money</name>
    <message>
        <location filename="../../app/engine/money.py" line="+40"/>
        <source>A currency has 0 to {most} decimals, not {decimals}</source>
        <translation>Una moneda tiene de 0 a {most} decimales, no {decimals}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The currency symbol {symbol} is longer than 4 characters</source>
        <translation>El símbolo de moneda {symbol} tiene más de 4 caracteres</translation>
    </message>
    <message>
        <location line="+68"/>
        <source>A bounty must be worth something, not {amount}</source>
        <translation>Una recompensa tiene que valer algo, no {amount}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The share of a progressive bounty paid in cash is 1% to 99%, not {percent}%</source>
        <translation>La parte de una recompensa progresiva que se paga en efectivo va del 1 % al 99 %, no {percent} %</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>A price cannot be negative ({price})</source>
        <translation>Un precio no puede ser negativo ({price})</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Write the rake {percent} as text or an integer, not a float</source>
        <translation>Escribe el rake {percent} como texto o como número entero, no como decimal de coma flotante</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The rake is 0% to 100% of the price, not {rate}%</source>
        <translation>El rake va del 0 % al 100 % del precio, no {rate} %</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Money is shared between at least one player, not {ways}</source>
        <translation>El dinero se reparte entre al menos un jugador, no {ways}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Cannot share a negative amount ({total})</source>
        <translation>No se puede repartir una cantidad negativa ({total})</translation>
    </message>
    <message>
        <location line="+60"/>
        <source>Say who busted the player, so the bounty can be paid</source>
        <translation>Di quién eliminó al jugador, para poder pagar la recompensa</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A player cannot collect their own bounty</source>
        <translation>Un jugador no puede cobrar su propia recompensa</translation>
    </message>
    <message>
        <location line="+97"/>
        <source>cash</source>
        <translation>efectivo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>other</source>
        <translation>otra forma</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>owed</source>
        <translation>pendiente</translation>
    </message>
</context>
<context>
    <name>Names</name>
    <message>
        <location filename="../../app/engine/names.py" line="+24"/>
        <source>a tab</source>
        <translation>un tabulador</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a line break</source>
        <translation>un salto de línea</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a carriage return</source>
        <translation>un retorno de carro</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>A name cannot contain control characters such as NUL, ESC, DEL or text-direction overrides ({character} at the start)</source>
        <translation>Un nombre no puede contener caracteres de control como NUL, ESC, DEL o cambios de dirección del texto ({character} al principio)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A name cannot contain control characters such as NUL, ESC, DEL or text-direction overrides ({character} after {before})</source>
        <translation>Un nombre no puede contener caracteres de control como NUL, ESC, DEL o cambios de dirección del texto ({character} después de {before})</translation>
    </message>
</context>
<context>
    <name>Narration</name>
    <message>
        <location filename="../../app/present/narration.py" line="+53"/>
        <source>small blind</source>
        <translation>ciega pequeña</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>big blind</source>
        <translation>ciega grande</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>BB ante</source>
        <translation>ante de CG</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ante</source>
        <translation>ante</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>{ante} {amount}</source>
        <translation>{ante} {amount}</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>{name} posts {kind} {amount} and is all-in</source>
        <translation>{name} pone {kind} {amount} y está all-in</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name} posts {kind} {amount}</source>
        <translation>{name} pone {kind} {amount}</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Community card: {card}</source>
        <translation>Carta comunitaria: {card}</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+10"/>
        <source>{street}: {cards}</source>
        <translation>{street}: {cards}</translation>
    </message>
    <message>
        <location line="-9"/>
        <location line="+12"/>
        <source>{street} dealt</source>
        <translation>{street} repartido</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{pot}: high half to {high}, low half to {low}</source>
        <translation>{pot}: mitad alta para {high}, mitad baja para {low}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{pot} awarded to {names}</source>
        <translation>{pot} para {names}</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>{name} folds</source>
        <translation>{name} se retira</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name} checks</source>
        <translation>{name} pasa</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{name} calls {amount} (all-in)</source>
        <translation>{name} iguala {amount} (all-in)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name} calls {amount}</source>
        <translation>{name} iguala {amount}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{name} bets {amount}</source>
        <translation>{name} apuesta {amount}</translation>
    </message>
    <message>
        <location line="-2"/>
        <location line="+9"/>
        <source>{name} completes to {amount}</source>
        <translation>{name} completa a {amount}</translation>
    </message>
    <message>
        <location line="-61"/>
        <source>Street</source>
        <translation>Calle</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>{name} brings in for {amount}</source>
        <translation>{name} abre con el bring-in de {amount}</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>{name} raises to {amount}</source>
        <translation>{name} sube a {amount}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{name} is all-in for {amount}</source>
        <translation>{name} va all-in por {amount}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{name} holds {cards}</source>
        <translation>{name} lleva {cards}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{name} shows {cards}</source>
        <translation>{name} muestra {cards}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{name} mucks</source>
        <translation>{name} no muestra sus cartas</translation>
    </message>
    <message>
        <location line="+87"/>
        <source>Progressive KO {amount}</source>
        <translation>KO progresivo {amount}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Bounty {amount}</source>
        <translation>Recompensa {amount}</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>{amount} KO</source>
        <translation>{amount} KO</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>{finish} — {prize}</source>
        <translation>{finish} — {prize}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{finish}; {bounty}</source>
        <translation>{finish}; {bounty}</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>{name} wins the {amount} bounty</source>
        <translation>{name} gana la recompensa de {amount}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{names} share the {amount} bounty</source>
        <translation>{names} se reparten la recompensa de {amount}</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>{name} wins the tournament</source>
        <translation>{name} gana el torneo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} finishes {place}</source>
        <translation>{name} termina {place}</translation>
    </message>
</context>
<context>
    <name>PadRequests</name>
    <message>
        <location filename="../../app/session/pad_requests.py" line="+51"/>
        <source>Say the amount to bet or raise to as a whole number ({key})</source>
        <translation>Indica la cantidad a la que apostar o subir como número entero ({key})</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Say how many cards the player draws as a whole number ({key})</source>
        <translation>Diga cuántas cartas cambia el jugador con un número entero ({key})</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Say the seat as a whole number ({key})</source>
        <translation>Indica el asiento como número entero ({key})</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Say the pot (0 is the main pot) as a whole number ({key})</source>
        <translation>Indica el bote (0 es el bote principal) como número entero ({key})</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Betting is over: deal the flop</source>
        <translation>Las apuestas han terminado: reparte el flop</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Betting is over: deal the turn</source>
        <translation>Las apuestas han terminado: reparte el turn</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Betting is over: deal the river</source>
        <translation>Las apuestas han terminado: reparte el river</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>An action is an object like {&quot;do&quot;: &quot;fold&quot;}</source>
        <translation>Una acción es un objeto como {&quot;do&quot;: &quot;fold&quot;}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Unknown action {action}: a pad sends one of {known}</source>
        <translation>Acción desconocida {action}: una tableta envía una de estas: {known}</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>No hand is in progress at table {table}: deal one first</source>
        <translation>No hay ninguna mano en juego en la mesa {table}: reparte una primero</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Betting is over: deal the next street</source>
        <translation>Las apuestas han terminado: reparta la siguiente calle</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Nobody is to act: show the hands or award the pots</source>
        <translation>No le toca actuar a nadie: muestra las manos o adjudica los botes</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Say who wins the pot: a list of seat numbers</source>
        <translation>Indica quién gana el bote: una lista de números de asiento</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Say who wins the low half: a list of seat numbers, empty for no low</source>
        <translation>Diga quién gana la mitad baja: una lista de números de asiento, vacía si no hay baja</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Send the cards as text, like &quot;Ah Kd 7c&quot; ({key})</source>
        <translation>Envía las cartas como texto, p. ej. &quot;Ah Kd 7c&quot; ({key})</translation>
    </message>
</context>
<context>
    <name>PadView</name>
    <message>
        <location filename="../../app/present/pad_view.py" line="+75"/>
        <source>Table {number}</source>
        <translation>Mesa {number}</translation>
    </message>
    <message>
        <location line="+68"/>
        <source>Hand {number} is still in progress</source>
        <translation>La mano {number} sigue en juego</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>Complete to</source>
        <translation>Completar a</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Bet</source>
        <translation>Apostar</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Raise to</source>
        <translation>Subir a</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Call {amount}</source>
        <translation>Ver {amount}</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Pot (max)</source>
        <translation>Bote (máx.)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pot</source>
        <translation>Bote</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Bring in {amount}</source>
        <translation>Bring-in {amount}</translation>
    </message>
    <message>
        <location line="+70"/>
        <source>Seat {seat}</source>
        <translation>Asiento {seat}</translation>
    </message>
</context>
<context>
    <name>Pads</name>
    <message>
        <location filename="../../app/service/pads.py" line="+46"/>
        <source>Every action carries an id (the pad chooses it)</source>
        <translation>Cada acción lleva un id (lo elige la tableta)</translation>
    </message>
    <message>
        <location line="+230"/>
        <source>Table {table} is closed: nothing to record.</source>
        <translation>La mesa {table} está cerrada: no hay nada que anotar.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>The host unpaired this pad.</source>
        <translation>El anfitrión ha desvinculado esta tableta.</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>A pad sends JSON objects like {&quot;type&quot;: &quot;hello&quot;, ...}</source>
        <translation>Una tableta envía objetos JSON como {&quot;type&quot;: &quot;hello&quot;, ...}</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>A request id is text of 1 to {count} characters</source>
        <translation>El id de una petición es un texto de 1 a {count} caracteres</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Too many requests from this pad: slow down</source>
        <translation>Demasiadas peticiones desde esta tableta: ve más despacio</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Unknown request {request}: a pad sends pair, hello or act</source>
        <translation>Petición desconocida {request}: una tableta envía pair, hello o act</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Say which table to pair with (a table number)</source>
        <translation>Indica con qué mesa vincularla (un número de mesa)</translation>
    </message>
    <message>
        <location line="+81"/>
        <source>The hand changed since this screen was drawn: table {table} has moved on (step {step}). Check the screen and try again.</source>
        <translation>La mano ha cambiado desde que se dibujó esta pantalla: la mesa {table} ha avanzado (paso {step}). Revisa la pantalla y vuelve a intentarlo.</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>Hand dealt</source>
        <translation>Mano repartida</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hand {number} dealt</source>
        <translation>Mano {number} repartida</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>There is nothing to undo</source>
        <translation>No hay nada que deshacer</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The last thing recorded was not at a table ({step}): undo it at the console</source>
        <translation>Lo último que se anotó no fue en una mesa ({step}): deshazlo en la consola</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The last thing recorded was at table {table}: undo it there or at the console</source>
        <translation>Lo último que se anotó fue en la mesa {table}: deshazlo allí o en la consola</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Undone: {step}</source>
        <translation>Deshecho: {step}</translation>
    </message>
</context>
<context>
    <name>PadsDialog</name>
    <message>
        <location filename="../../app/ui/pads_dialog.py" line="+65"/>
        <source>Table {table}</source>
        <translation>Mesa {table}</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>&amp;Revoke</source>
        <translation>&amp;Revocar</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Unpair this table&apos;s pad now; the table gets a new PIN</source>
        <translation>Desvincula ya la tableta de esta mesa; la mesa recibe un PIN nuevo</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+43"/>
        <source>&amp;Move pairing</source>
        <translation>&amp;Cambiar de tableta</translation>
    </message>
    <message>
        <location line="-18"/>
        <source>Or open {url}</source>
        <translation>O abre {url}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Recorded by {device} since {since}.</source>
        <translation>Anota: {device}, desde las {since}.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No pad yet: the dealer scans the code, or opens the address and types the PIN.</source>
        <translation>Aún sin tableta: el crupier escanea el código, o abre la dirección y escribe el PIN.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&amp;New PIN</source>
        <translation>&amp;Nuevo PIN</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Unpair this pad and show a new PIN for the next one</source>
        <translation>Desvincula esta tableta y muestra un PIN nuevo para la siguiente</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Replace the PIN (if someone saw it who should not)</source>
        <translation>Cambia el PIN (si lo vio quien no debía)</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Dealer pads</source>
        <translation>Tabletas del crupier</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Each table&apos;s dealer can record hands on a phone or tablet on the same Wi-Fi: scan the table&apos;s code. One pad per table; a PIN works once.</source>
        <translation>El crupier de cada mesa puede anotar las manos en un móvil o tableta de la misma wifi: escanea el código de la mesa. Una tableta por mesa; cada PIN sirve una sola vez.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Sharing on the network is off: pads cannot reach this computer. Start sharing, then come back here for each table&apos;s PIN.</source>
        <translation>No se está compartiendo en la red: las tabletas no llegan a este ordenador. Empieza a compartir y vuelve aquí a por el PIN de cada mesa.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&amp;Share on the network…</source>
        <translation>Compartir en la &amp;red…</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>No table is open yet: open tables and draw seats first.</source>
        <translation>Aún no hay mesas abiertas: abre mesas y sortea los asientos primero.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Shared on 127.0.0.1: only this computer can open these codes. To pair phones, stop sharing and share on this computer&apos;s Wi-Fi address (View &gt; Share on the network…).</source>
        <translation>Compartido en 127.0.0.1: solo este ordenador puede abrir estos códigos. Para vincular móviles, deja de compartir y comparte en la dirección wifi de este ordenador (Ver &gt; Compartir en la red…).</translation>
    </message>
    <message>
        <location line="+61"/>
        <source>Table {table}: {device} is unpaired. Scan the new code with the new pad.</source>
        <translation>Mesa {table}: {device} queda desvinculada. Escanea el código nuevo con la tableta nueva.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Table {table}: {device} is unpaired and can record no more.</source>
        <translation>Mesa {table}: {device} queda desvinculada y ya no puede anotar.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Table {table} has a new PIN; the old one no longer works.</source>
        <translation>La mesa {table} tiene un PIN nuevo; el anterior ya no sirve.</translation>
    </message>
</context>
<context>
    <name>Pairing</name>
    <message>
        <location filename="../../app/service/pairing.py" line="+35"/>
        <source>Tournament &gt; Dealer pads…</source>
        <translation>Torneo &gt; Tabletas del crupier…</translation>
    </message>
    <message>
        <location line="+28"/>
        <location line="+2"/>
        <source>a pad</source>
        <translation>una tableta</translation>
    </message>
    <message>
        <location line="+77"/>
        <source>There is no table {table} in play: check the table number</source>
        <translation>No hay ninguna mesa {table} en juego: revisa el número de mesa</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Table {table} is recorded by {device} (paired at {time}). The host can move the pairing in {place}</source>
        <translation>La mesa {table} la anota {device} (vinculada a las {time}). El anfitrión puede cambiar la vinculación en {place}</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>A PIN is {digits} digits: type the one shown for table {table} in {place}</source>
        <translation>Un PIN tiene {digits} cifras: escribe el que aparece para la mesa {table} en {place}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>That is not table {table}&apos;s PIN: check it in {place}</source>
        <translation>Ese no es el PIN de la mesa {table}: compruébalo en {place}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Say which table this pad records (a table number)</source>
        <translation>Indica qué mesa anota esta tableta (un número de mesa)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>This pad is not paired to table {table}: pair it again with the PIN shown in {place}</source>
        <translation>Esta tableta no está vinculada a la mesa {table}: vuélvela a vincular con el PIN que aparece en {place}</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>Too many wrong PINs for table {table}; wait a minute and try again</source>
        <translation>Demasiados PIN erróneos para la mesa {table}; espera un minuto y vuelve a intentarlo</translation>
    </message>
</context>
<context>
    <name>Panels</name>
    <message>
        <location filename="../../app/ui/clock_bar.py" line="+53"/>
        <source>◀ Level</source>
        <extracomment>A clock change the engine refused, with its reason. The table on screen, whose game the title says when each table&apos;s orbit decides.</extracomment>
        <translation>◀ Nivel</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Level ▶</source>
        <translation>Nivel ▶</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Previous level (Ctrl+Shift+Left)</source>
        <translation>Nivel anterior (Ctrl+Mayús+Izquierda)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Next level (Ctrl+Shift+Right)</source>
        <translation>Nivel siguiente (Ctrl+Mayús+Derecha)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>+1 min</source>
        <translation>+1 min</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>−1 min</source>
        <translation>−1 min</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>BREAK</source>
        <translation>DESCANSO</translation>
    </message>
    <message>
        <location filename="../../app/present/room_facts.py" line="+131"/>
        <source>Level {number}: {blinds}</source>
        <translation>Nivel {number}: {blinds}</translation>
    </message>
    <message>
        <location filename="../../app/ui/clock_bar.py" line="+10"/>
        <source>Next: {blinds}</source>
        <translation>Siguiente: {blinds}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Break in {time}</source>
        <translation>Descanso en {time}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Start clock</source>
        <translation>Iniciar el reloj</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Pause</source>
        <translation>Pausa</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Resume</source>
        <translation>Reanudar</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Tournament over</source>
        <translation>Torneo terminado</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{name} wins</source>
        <translation>Gana {name}</translation>
    </message>
    <message>
        <location filename="../../app/ui/panels.py" line="+107"/>
        <source>No hand in progress.</source>
        <translation>No hay ninguna mano en juego.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hand {number}</source>
        <translation>Mano {number}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Last hand</source>
        <translation>Última mano</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>— hand complete —</source>
        <translation>— mano terminada —</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>New player&apos;s name</source>
        <translation>Nombre del jugador</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Register</source>
        <translation>Inscribir</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Seat unseated players</source>
        <translation>Sortear asientos</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Rename…</source>
        <translation>Renombrar…</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>table/seat, e.g. 2/5</source>
        <translation>mesa/asiento, p. ej. 2/5</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Move to</source>
        <translation>Mover a</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>won by (name)</source>
        <translation>ganado por (nombre)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Bust (untracked table)</source>
        <translation>Eliminar (mesa sin seguimiento)</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>Select the player to move first</source>
        <translation>Selecciona primero al jugador que se mueve</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Select the player who busted first</source>
        <translation>Selecciona primero al jugador eliminado</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Type the name of the player who won the chips (at the same table)</source>
        <translation>Escribe el nombre del jugador que ganó las fichas (en la misma mesa)</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Select the player to rename first</source>
        <translation>Selecciona primero al jugador que quieres renombrar</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Rename player</source>
        <translation>Renombrar jugador</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>New name</source>
        <translation>Nombre nuevo</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Select a player for the {entry} first</source>
        <translation>Selecciona primero un jugador para el {entry}</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>{name} is back in but has no seat: every table is full. Open a table, then Seat players</source>
        <translation>{name} ha vuelto a entrar pero no tiene asiento: todas las mesas están llenas. Abre una mesa y luego Sentar jugadores</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>Replay on the table</source>
        <translation>Ver en la mesa</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Export selected…</source>
        <translation>Exportar selección…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Export the selected hands (Ctrl/Shift-click to pick several)</source>
        <translation>Exporta las manos seleccionadas (Ctrl/Mayús-clic para elegir varias)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Void hand</source>
        <translation>Anular mano</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Every chip of the selected hand goes back (undo with Ctrl+Z)</source>
        <translation>Todas las fichas de la mano seleccionada vuelven (se deshace con Ctrl+Z)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Re-award…</source>
        <translation>Reasignar…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Give the selected hand&apos;s pots to other winners</source>
        <translation>Da los botes de la mano seleccionada a otros ganadores</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Select the hand to replay</source>
        <translation>Selecciona la mano que quieres ver</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Select the hands to export first (or use File &gt; Export hand histories for all)</source>
        <translation>Selecciona primero las manos que quieres exportar (o usa Archivo &gt; Exportar historiales de manos para todas)</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Select the one hand to void</source>
        <translation>Selecciona una sola mano para anularla</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Select the one hand to re-award</source>
        <translation>Selecciona una sola mano para reasignarla</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Hand {number} was voided; undo the void first</source>
        <translation>La mano {number} está anulada; deshaz antes la anulación</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>Entries: {entries}&amp;nbsp;&amp;nbsp;&amp;nbsp; Prize pool: {pool}&amp;nbsp;&amp;nbsp;&amp;nbsp; Players left: {left}</source>
        <translation>Entradas: {entries}&amp;nbsp;&amp;nbsp;&amp;nbsp; Bote de premios: {pool}&amp;nbsp;&amp;nbsp;&amp;nbsp; En juego: {left}</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Prizes appear once two players have entered.</source>
        <translation>Los premios aparecen cuando se han inscrito dos jugadores.</translation>
    </message>
    <message>
        <location filename="../../app/ui/panel_texts.py" line="+67"/>
        <source>This tournament offers no {entry}</source>
        <translation>Este torneo no ofrece {entry}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{entry}: {price} for {chips} chips, until level {level}</source>
        <translation>{entry}: {price} por {chips} fichas, hasta el nivel {level}</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Write the table and seat as 2/5, not &apos;{text}&apos;</source>
        <translation>Escribe la mesa y el asiento así: 2/5, no &apos;{text}&apos;</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>{line} · featured on the TV</source>
        <translation>{line} · destacada en la TV</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{line} · pad: {device} ({time})</source>
        <translation>{line} · tableta: {device} ({time})</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>{tables} tables · hands in play: {playing} · waiting for the next hand: {waiting} · on pads: {pads}</source>
        <translation>{tables} mesas · manos en juego: {playing} · esperando la siguiente mano: {waiting} · con tableta: {pads}</translation>
    </message>
    <message>
        <location filename="../../app/ui/panels.py" line="+32"/>
        <source>Open a table</source>
        <translation>Abrir una mesa</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Tracked / untracked</source>
        <translation>Con / sin seguimiento</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Chip counts…</source>
        <translation>Recuento de fichas…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Enter each player&apos;s counted chips at the selected untracked table</source>
        <translation>Anota las fichas contadas de cada jugador en la mesa sin seguimiento seleccionada</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Make these moves</source>
        <translation>Hacer estos cambios</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Feature on TV</source>
        <translation>Destacar en la TV</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Show the selected table&apos;s hands on the TV (/tv). With no table chosen, the TV features the final tables by itself</source>
        <translation>Muestra las manos de la mesa seleccionada en la TV (/tv). Sin ninguna mesa elegida, la TV destaca sola las mesas finales</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Breaking and balancing (TDA 10, 11):</source>
        <translation>Cierre y equilibrado de mesas (TDA 10, 11):</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>No moves needed.</source>
        <translation>No hace falta mover a nadie.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Select the table to feature on the TV first</source>
        <translation>Seleccione primero la mesa que destacar en la TV</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Select a table first</source>
        <translation>Selecciona primero una mesa</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Select the untracked table whose chips were counted</source>
        <translation>Selecciona la mesa sin seguimiento cuyas fichas se han contado</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Table {number} is tracked: its stacks come from the recorded hands. Make it untracked to enter chip counts.</source>
        <translation>La mesa {number} tiene seguimiento: sus stacks salen de las manos anotadas. Quítale el seguimiento para anotar recuentos de fichas.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Nobody is seated at table {number}</source>
        <translation>No hay nadie sentado en la mesa {number}</translation>
    </message>
    <message>
        <location filename="../../app/ui/panel_texts.py" line="+15"/>
        <source>Table {number}: {seated}/{seats} players, tracked, hand {hand} in play</source>
        <translation>Mesa {number}: {seated}/{seats} jugadores, con seguimiento, mano {hand} en juego</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Table {number}: {seated}/{seats} players, waiting for the next hand</source>
        <translation>Mesa {number}: {seated}/{seats} jugadores, esperando la siguiente mano</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Table {number}: {seated}/{seats} players, tracked</source>
        <translation>Mesa {number}: {seated}/{seats} jugadores, con seguimiento</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Table {number}: {seated}/{seats} players, untracked, {chips} chips</source>
        <translation>Mesa {number}: {seated}/{seats} jugadores, sin seguimiento, {chips} fichas</translation>
    </message>
</context>
<context>
    <name>PayoutEditor</name>
    <message>
        <location filename="../../app/ui/payout_editor.py" line="+128"/>
        <source>Type the percent of each paid place, best first, e.g. 50 30 20</source>
        <translation>Escribe el porcentaje de cada puesto pagado, del mejor al peor, p. ej. 50 30 20</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>A percent cannot be negative ({word})</source>
        <translation>Un porcentaje no puede ser negativo ({word})</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&apos;{word}&apos; is not a percent; type numbers such as 50 30 20</source>
        <translation>&apos;{word}&apos; no es un porcentaje; escribe números como 50 30 20</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Type the number of entries this range starts at</source>
        <translation>Escribe el número de entradas con el que empieza este tramo</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&apos;{text}&apos; is not a number of entries</source>
        <translation>&apos;{text}&apos; no es un número de entradas</translation>
    </message>
    <message>
        <location line="+12"/>
        <location line="+139"/>
        <location line="+280"/>
        <source>more</source>
        <translation>más</translation>
    </message>
    <message>
        <location line="-418"/>
        <location line="+9"/>
        <source>and more</source>
        <translation>y más</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>&apos;{text}&apos; is not a number of entries (leave it empty for &quot;{more}&quot;)</source>
        <translation>&apos;{text}&apos; no es un número de entradas (déjalo vacío para &quot;{more}&quot;)</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>Add at least one range</source>
        <translation>Añade al menos un tramo</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Start the first range at {latest} entries, not {start}, so there are prizes as soon as two players have entered</source>
        <translation>Empieza el primer tramo en {latest} entradas, no en {start}, para que haya premios en cuanto hayan entrado dos jugadores</translation>
    </message>
    <message>
        <location filename="../../app/ui/payout_texts.py" line="+27"/>
        <source>{name} ({place}): {before} → {after}</source>
        <translation>{name} ({place}): {before} → {after}</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Collected {gross}: {fees} in fees for the house, {pool} in the prize pool.</source>
        <translation>Recaudado {gross}: {fees} de comisión para la casa, {pool} en el bote de premios.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Collected {gross}: {bounties} in bounties, {pool} in the prize pool.</source>
        <translation>Recaudado {gross}: {bounties} en recompensas, {pool} en el bote de premios.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Collected {gross}: {fees} in fees for the house and {bounties} in bounties, {pool} in the prize pool.</source>
        <translation>Recaudado {gross}: {fees} de comisión para la casa y {bounties} en recompensas, {pool} en el bote de premios.</translation>
    </message>
    <message>
        <location filename="../../app/ui/payout_editor.py" line="+43"/>
        <source>With these payouts: {places}. {rounding}</source>
        <translation>Con estos premios: {places}. {rounding}</translation>
    </message>
    <message>
        <location filename="../../app/ui/payout_texts.py" line="+25"/>
        <source>{names} and {count} more</source>
        <translation>{names} y {count} más</translation>
    </message>
    <message>
        <location filename="../../app/ui/payout_editor.py" line="+13"/>
        <source>from</source>
        <translation>desde</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The smallest number of entries this range covers; the range above ends just before it</source>
        <translation>El menor número de entradas de este tramo; el tramo de arriba termina justo antes</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The largest number of entries (empty: &quot;and more&quot;); the next range starts just after it</source>
        <translation>El mayor número de entradas (vacío: &quot;y más&quot;); el tramo siguiente empieza justo después</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>e.g. 50 30 20</source>
        <translation>p. ej. 50 30 20</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Percent of the prize pool for 1st, 2nd, 3rd… place, best first; they add up to 100</source>
        <translation>Porcentaje del bote de premios para el 1.º, 2.º, 3.º… puesto, de mejor a peor; suman 100</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Remove this range (the range above takes its entries)</source>
        <translation>Quitar este tramo (el tramo de arriba se queda con sus entradas)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>to</source>
        <translation>a</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>This range applies to the entries so far</source>
        <translation>Este tramo se aplica a las entradas actuales</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>&lt;b&gt;Entries&lt;/b&gt; (from – to)&amp;nbsp;&amp;nbsp;→&amp;nbsp;&amp;nbsp;&lt;b&gt;percent of the pool per place&lt;/b&gt;, 1st first</source>
        <translation>&lt;b&gt;Entradas&lt;/b&gt; (desde – hasta)&amp;nbsp;&amp;nbsp;→&amp;nbsp;&amp;nbsp;&lt;b&gt;% del bote por puesto&lt;/b&gt;, del 1.º al último</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>Add range</source>
        <translation>Añadir tramo</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Reset to default</source>
        <translation>Restablecer</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Discard</source>
        <translation>Descartar</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Apply</source>
        <translation>Aplicar</translation>
    </message>
    <message>
        <location line="+93"/>
        <source>{entries} entries: prizes start once two players have entered.</source>
        <translation>{entries} entradas: los premios empiezan cuando se han inscrito dos jugadores.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&lt;b&gt;{entries} entries&lt;/b&gt;: fix the rows marked in red to see which range applies.</source>
        <translation>&lt;b&gt;{entries} entradas&lt;/b&gt;: corrige las filas marcadas en rojo para ver qué tramo se aplica.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&lt;b&gt;{entries} entries&lt;/b&gt;: the highlighted range ({first} to {last}) applies.</source>
        <translation>&lt;b&gt;{entries} entradas&lt;/b&gt;: se aplica el tramo resaltado ({first} a {last}).</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>a row</source>
        <translation>una fila</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{count} rows</source>
        <translation>{count} filas</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Not applied: fix {rows} marked in red first.</source>
        <translation>Sin aplicar: corrige antes {rows} marcadas en rojo.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Changed, not applied yet: press Apply (or Discard).</source>
        <translation>Cambiado, aún sin aplicar: pulsa Aplicar (o Descartar).</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Already in the money: {names}. Changing the payouts changes their prizes too.</source>
        <translation>Ya en premios: {names}. Cambiar los premios también cambia lo que han ganado.</translation>
    </message>
    <message>
        <location line="+68"/>
        <source>Nothing changed.</source>
        <translation>No ha cambiado nada.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Not applied: the prizes already won stay as they were.</source>
        <translation>Sin aplicar: los premios ya ganados se quedan como estaban.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Change prizes already won?</source>
        <translation>¿Cambiar premios ya ganados?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>These players already finished in the money; their prizes would change:

{changes}

Apply the new payouts anyway? (Edit &gt; Undo takes it back.)</source>
        <translation>Estos jugadores ya terminaron en premios; sus premios cambiarían:

{changes}

¿Aplicar los nuevos premios de todos modos? (Edición &gt; Deshacer lo revierte.)</translation>
    </message>
</context>
<context>
    <name>PayoutsPanel</name>
    <message>
        <location filename="../../app/ui/panel_texts.py" line="-112"/>
        <source>; {amount} kept for the winner</source>
        <translation>; {amount} reservados para el ganador</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Deal (instead of {first}–{last}): </source>
        <translation>Trato (en lugar de {first}–{last}): </translation>
    </message>
</context>
<context>
    <name>PhhInput</name>
    <message>
        <location filename="../../app/store/phh.py" line="+138"/>
        <source>Seat {seat} is not in this hand</source>
        <translation>El asiento {seat} no está en esta mano</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Cannot read the file: {reason}</source>
        <translation>No se puede leer el archivo: {reason}</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The file is not UTF-8 text (byte {byte} cannot be read)</source>
        <translation>El archivo no es texto UTF-8 (no se puede leer el byte {byte})</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>An action is at most {limit} characters; this one has {count}</source>
        <translation>Una acción tiene como mucho {limit} caracteres; esta tiene {count}</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>The variant {variant} is not supported; Feltboard plays: {variants}</source>
        <translation>La variante {variant} no es compatible; Feltboard juega: {variants}</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&apos;starting_stacks&apos; lists {count} players; a hand of {game} deals at most {limit} (the cards outside the hands must cover a full draw)</source>
        <translation>&apos;starting_stacks&apos; lista {count} jugadores; una mano de {game} reparte como máximo a {limit} (las cartas fuera de las manos deben cubrir un descarte completo)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&apos;starting_stacks&apos; lists {count} players; a hand of {game} deals at most {limit}</source>
        <translation>&apos;starting_stacks&apos; enumera {count} jugadores; una mano de {game} reparte a {limit} como máximo</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&apos;starting_stacks&apos; lists {count} players; a hand of {game} deals at most {limit} (hole cards each and five board cards from one deck)</source>
        <translation>&apos;starting_stacks&apos; enumera {count} jugadores; una mano de {game} reparte como máximo a {limit} (sus cartas propias y cinco cartas comunitarias de una baraja)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&apos;starting_stacks&apos; lists {count} players; a Hold&apos;em hand deals at most {limit} (two hole cards each and five board cards from one deck)</source>
        <translation>&apos;starting_stacks&apos; tiene {count} jugadores; una mano de Hold&apos;em reparte como mucho a {limit} (dos cartas propias a cada uno y cinco cartas de mesa de una sola baraja)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>A hand needs at least two players in &apos;starting_stacks&apos;</source>
        <translation>Una mano necesita al menos dos jugadores en &apos;starting_stacks&apos;</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Every starting stack must be positive</source>
        <translation>Todos los stacks iniciales deben ser positivos</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>&apos;_dead_small_blind&apos; is for a hand where nobody posts the small blind, but p{player} posts {amount} in &apos;blinds_or_straddles&apos;</source>
        <translation>&apos;_dead_small_blind&apos; es para una mano en la que nadie pone la ciega pequeña, pero p{player} pone {amount} en &apos;blinds_or_straddles&apos;</translation>
    </message>
    <message>
        <location line="+28"/>
        <location line="+34"/>
        <source>The hand&apos;s setup is not valid: {reason}</source>
        <translation>La configuración de la mano no es válida: {reason}</translation>
    </message>
    <message>
        <location line="-23"/>
        <source>In stud every player posts the same ante</source>
        <translation>En stud todos los jugadores ponen el mismo ante</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>&apos;_hi_lo&apos; must be true or false, not {value}</source>
        <translation>&apos;_hi_lo&apos; debe ser true o false, no {value}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&apos;_hi_lo&apos; makes pot-limit Omaha hi-lo; it needs variant &quot;PO&quot;, not {variant}</source>
        <translation>&apos;_hi_lo&apos; define Omaha hi-lo con límite al bote; necesita la variante &quot;PO&quot;, no {variant}</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Straddles are not supported: only a small and a big blind may be posted</source>
        <translation>No se admiten straddles: solo se pueden poner una ciega pequeña y una ciega grande</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&apos;blinds_or_straddles&apos; has no big blind</source>
        <translation>&apos;blinds_or_straddles&apos; no tiene ciega grande</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The small blind ({small}) is larger than the big blind ({big}): p1 posts the small blind and p2 the big blind</source>
        <translation>La ciega pequeña ({small}) es mayor que la ciega grande ({big}): p1 pone la ciega pequeña y p2 la ciega grande</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>&apos;_dead_small_blind&apos; is {amount}; a small blind is from 0 to the big blind ({big})</source>
        <translation>&apos;_dead_small_blind&apos; es {amount}; una ciega pequeña va de 0 a la ciega grande ({big})</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>&apos;_ante_mode&apos; must be &quot;classic&quot;, &quot;big_blind&quot; or &quot;none&quot;, not {value}</source>
        <translation>&apos;_ante_mode&apos; debe ser &quot;classic&quot;, &quot;big_blind&quot; o &quot;none&quot;, no {value}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&apos;_ante_mode&apos; is &quot;none&quot; but &apos;antes&apos; are posted</source>
        <translation>&apos;_ante_mode&apos; es &quot;none&quot; pero se ponen &apos;antes&apos;</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A big-blind ante is posted by the big blind alone</source>
        <translation>El ante de ciega grande lo pone solo la ciega grande</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Antes must be the same for every player (classic) or posted by the big blind alone; other ante layouts are not supported</source>
        <translation>Los antes deben ser iguales para todos los jugadores (clásico) o ponerlos solo la ciega grande; no se admiten otras formas de ante</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>&apos;small_bet&apos; and &apos;big_bet&apos; must be positive</source>
        <translation>&apos;small_bet&apos; y &apos;big_bet&apos; deben ser positivos</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&apos;min_bet&apos; is {min_bet} but the big blind is {big}; Feltboard&apos;s minimum bet is the big blind</source>
        <translation>&apos;min_bet&apos; es {min_bet} pero la ciega grande es {big}; en Feltboard la apuesta mínima es la ciega grande</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>&apos;seats&apos; must be an array of {count} seat numbers</source>
        <translation>&apos;seats&apos; debe ser una lista de {count} números de asiento</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&apos;seats&apos; lists a seat twice</source>
        <translation>&apos;seats&apos; repite un asiento</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&apos;_button_seat&apos; must be a seat number, not {button}</source>
        <translation>&apos;_button_seat&apos; debe ser un número de asiento, no {button}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>A seat number is above &apos;seat_count&apos; ({count})</source>
        <translation>Un número de asiento es mayor que &apos;seat_count&apos; ({count})</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Players must be listed clockwise starting left of the button (seat {button}): p1 is the first player after the button</source>
        <translation>Los jugadores deben ir en el sentido de las agujas del reloj empezando a la izquierda del botón (asiento {button}): p1 es el primer jugador después del botón</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>A seat number must be a positive integer, not {value}</source>
        <translation>Un número de asiento debe ser un entero positivo, no {value}</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>&apos;players&apos; must be an array of {count} names</source>
        <translation>&apos;players&apos; debe ser una lista de {count} nombres</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&apos;players&apos;: the name of p{player} has {count} characters; a name has at most {limit}</source>
        <translation>&apos;players&apos;: el nombre de p{player} tiene {count} caracteres; un nombre tiene como mucho {limit}</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&apos;players&apos;: the name of p{player}: {problem}</source>
        <translation>&apos;players&apos;: el nombre de p{player}: {problem}</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The player name {name} appears twice in &apos;players&apos;</source>
        <translation>El nombre de jugador {name} aparece dos veces en &apos;players&apos;</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>&apos;_raise_cap_mode&apos; must be &quot;per_round&quot; or &quot;per_player&quot;, not {value}</source>
        <translation>&apos;_raise_cap_mode&apos; debe ser &quot;per_round&quot; o &quot;per_player&quot;, no {value}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&apos;_uncapped_heads_up&apos; must be true or false, not {value}</source>
        <translation>&apos;_uncapped_heads_up&apos; debe ser true o false, no {value}</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>&apos;{field}&apos; gives pot {pot} a low half, but &apos;_pot_awards&apos; does not award it</source>
        <translation>&apos;{field}&apos; da al bote {pot} una mitad baja, pero &apos;_pot_awards&apos; no lo adjudica</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>&apos;{field}&apos; names a player outside p1..p{last}</source>
        <translation>&apos;{field}&apos; nombra a un jugador fuera de p1..p{last}</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&apos;{field}&apos; must be an array of [pot, player, ...] arrays</source>
        <translation>&apos;{field}&apos; debe ser una lista de listas [bote, jugador, ...]</translation>
    </message>
    <message>
        <location filename="../../app/store/phh_actions.py" line="+63"/>
        <source>&apos;{text}&apos; is not a list of cards: each card is two characters</source>
        <translation>&apos;{text}&apos; no es una lista de cartas: cada carta son dos caracteres</translation>
    </message>
    <message>
        <location line="+76"/>
        <source>&apos;_pot_awards&apos;: {reason}</source>
        <translation>&apos;_pot_awards&apos;: {reason}</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>At showdown: {reason}</source>
        <translation>En el showdown: {reason}</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>&apos;{label}&apos; is not a player: write p1 to p{last}</source>
        <translation>&apos;{label}&apos; no es un jugador: escribe de p1 a p{last}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>There is no player {label}; this hand has p1 to p{last}</source>
        <translation>No hay jugador {label}; esta mano tiene de p1 a p{last}</translation>
    </message>
    <message>
        <location line="+287"/>
        <source>A Hold&apos;em hand is 2 hole cards, not {count}</source>
        <translation>Una mano de Hold&apos;em son 2 cartas propias, no {count}</translation>
    </message>
    <message>
        <location line="-262"/>
        <source>A dealer action is &apos;d dh pN CARDS&apos; or &apos;d db CARDS&apos;</source>
        <translation>Una acción del crupier es &apos;d dh pN CARTAS&apos; o &apos;d db CARTAS&apos;</translation>
    </message>
    <message>
        <location line="-79"/>
        <source>p{player} discarded but is not dealt new cards</source>
        <translation>p{player} descartó pero no recibe cartas nuevas</translation>
    </message>
    <message>
        <location line="+85"/>
        <source>All five board cards are already dealt</source>
        <translation>Ya se han repartido las cinco cartas de la mesa</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The {street} is {size} card(s), not {count}</source>
        <translation>El {street} son {size} carta(s), no {count}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>A partly unknown board is not supported: give all cards or &apos;??&apos;</source>
        <translation>No se admite una mesa conocida solo en parte: da todas las cartas o &apos;??&apos;</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>A draw is 0 to {most} cards, not {count}</source>
        <translation>Un descarte es de 0 a {most} cartas, no {count}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&apos;{verb}&apos; is not a Texas Hold&apos;em action</source>
        <translation>&apos;{verb}&apos; no es una acción de Texas Hold&apos;em</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A player action is &apos;pN f&apos;, &apos;pN cc&apos;, &apos;pN cbr AMOUNT&apos; or &apos;pN sm [CARDS]&apos;</source>
        <translation>Una acción de jugador es &apos;pN f&apos;, &apos;pN cc&apos;, &apos;pN cbr CANTIDAD&apos; o &apos;pN sm [CARTAS]&apos;</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>p{player} is dealt cards but did not discard</source>
        <translation>p{player} recibe cartas pero no descartó</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>p{player} discarded one card and is dealt {dealt}</source>
        <translation>p{player} descartó una carta y recibe {dealt}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>p{player} discarded {count} cards and is dealt {dealt}</source>
        <translation>p{player} descartó {count} cartas y recibe {dealt}</translation>
    </message>
    <message>
        <location line="+83"/>
        <source>Showing part of a hand is not supported: show both cards or none</source>
        <translation>No se admite enseñar parte de una mano: enseña las dos cartas o ninguna</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Seat {seat} ({name}) has already shown</source>
        <translation>El asiento {seat} ({name}) ya ha enseñado sus cartas</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>The amount has {digits} digits; amounts go up to {limit}</source>
        <translation>La cantidad tiene {digits} cifras; las cantidades llegan hasta {limit}</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{text} is not an amount of chips</source>
        <translation>{text} no es una cantidad de fichas</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>The hand reaches showdown but the board cards are unknown, so no pot can be decided</source>
        <translation>La mano llega al showdown pero no se conocen las cartas de la mesa, así que no se puede decidir ningún bote</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The hand reaches showdown without enough known cards to decide it: the hole cards of {players} are unknown</source>
        <translation>La mano llega al showdown sin cartas conocidas suficientes para decidirla: no se conocen las cartas propias de {players}</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The actions stop before the hand is over: seat {seat} is to act</source>
        <translation>Las acciones terminan antes que la mano: le toca actuar al asiento {seat}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The actions stop before the hand is over: seat {seat} is to draw</source>
        <translation>Las acciones terminan antes que la mano: le toca descartar al asiento {seat}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The actions stop before the hand is over: the {street} is not dealt</source>
        <translation>Las acciones terminan antes que la mano: no se ha repartido el {street}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The actions stop before the hand is over: the showdown is not finished</source>
        <translation>Las acciones terminan antes que la mano: el showdown no ha terminado</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>A {game} hand is {cards} cards, not {count}</source>
        <translation>Una mano de {game} son {cards} cartas, no {count}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>An Omaha hand is 4 hole cards, not {count}</source>
        <translation>Una mano de Omaha son 4 cartas propias, no {count}</translation>
    </message>
    <message>
        <location filename="../../app/store/phh_input.py" line="+68"/>
        <source>line {line}: {reason}</source>
        <translation>línea {line}: {reason}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>action {action}: {reason}</source>
        <translation>acción {action}: {reason}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>line {line}, action {action}: {reason}</source>
        <translation>línea {line}, acción {action}: {reason}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>action {action} {text}: {reason}</source>
        <translation>acción {action} {text}: {reason}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>line {line}, action {action} {text}: {reason}</source>
        <translation>línea {line}, acción {action} {text}: {reason}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{text}… ({count} characters)</source>
        <translation>{text}… ({count} caracteres)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The file is larger than {size} MB; a PHH hand history is a few kilobytes</source>
        <translation>El archivo ocupa más de {size} MB; un historial de mano PHH ocupa unos pocos kilobytes</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Arrays are nested too deep; at most {levels} levels</source>
        <translation>Hay listas anidadas demasiado hondo; como mucho {levels} niveles</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Not a valid PHH (TOML) file: {message}</source>
        <translation>No es un archivo PHH (TOML) válido: {message}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Not a valid PHH (TOML) file: {message} (column {column})</source>
        <translation>No es un archivo PHH (TOML) válido: {message} (columna {column})</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>A number has thousands of digits; amounts go up to {limit}</source>
        <translation>Un número tiene miles de cifras; las cantidades llegan hasta {limit}</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Arrays are nested more than {levels} levels deep; PHH needs two</source>
        <translation>Hay listas anidadas a más de {levels} niveles; PHH necesita dos</translation>
    </message>
    <message>
        <location line="+117"/>
        <source>&apos;{name}&apos; holds a number of {digits} digits; amounts go up to {limit}</source>
        <translation>&apos;{name}&apos; tiene un número de {digits} cifras; las cantidades llegan hasta {limit}</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The required field &apos;{name}&apos; is missing</source>
        <translation>Falta el campo obligatorio &apos;{name}&apos;</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>&apos;{name}&apos; is {value}; Feltboard counts whole chips only</source>
        <translation>&apos;{name}&apos; es {value}; Feltboard solo cuenta fichas enteras</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&apos;{name}&apos; must be a number of chips, not {value}</source>
        <translation>&apos;{name}&apos; debe ser un número de fichas, no {value}</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&apos;{name}&apos; must be an array of numbers</source>
        <translation>&apos;{name}&apos; debe ser una lista de números</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&apos;{name}&apos; has {entries} entries for {count} players</source>
        <translation>&apos;{name}&apos; tiene {entries} valores para {count} jugadores</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>&apos;{name}&apos; cannot hold negative amounts</source>
        <translation>&apos;{name}&apos; no puede tener cantidades negativas</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>&apos;{name}&apos; must be an integer, not {value}</source>
        <translation>&apos;{name}&apos; debe ser un entero, no {value}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&apos;{name}&apos; must be an array of strings</source>
        <translation>&apos;{name}&apos; debe ser una lista de textos</translation>
    </message>
    <message>
        <location filename="../../app/store/phh_stud_reader.py" line="+64"/>
        <source>Stud deals {size} card(s) to a player on this street, not {count}</source>
        <translation>El stud reparte {size} carta(s) a cada jugador en esta calle, no {count}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>p{player} is dealt twice on one street</source>
        <translation>p{player} recibe dos repartos en una misma calle</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>A stud dealer action is &apos;d dh pN CARDS&apos;</source>
        <translation>Una acción del crupier en stud es &apos;d dh pN CARTAS&apos;</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>p{player} showed other cards before</source>
        <translation>p{player} mostró otras cartas antes</translation>
    </message>
</context>
<context>
    <name>Pots</name>
    <message>
        <location filename="../../app/engine/pots.py" line="+143"/>
        <source>A pot needs at least one winner</source>
        <translation>Un bote necesita al menos un ganador</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The chip unit must be at least 1, not {unit}</source>
        <translation>La ficha más pequeña debe valer al menos 1, no {unit}</translation>
    </message>
</context>
<context>
    <name>Presets</name>
    <message>
        <location filename="../../app/engine/presets.py" line="+118"/>
        <source>The rules&apos; chip unit ({chip_unit}) is not the smallest chip ({unit})</source>
        <translation>La unidad de ficha de las reglas ({chip_unit}) no es la ficha más pequeña ({unit})</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The buy-in cannot be negative ({amount})</source>
        <translation>La entrada no puede ser negativa ({amount})</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>The starting stack ({stack}) must be a positive multiple of {unit}</source>
        <translation>El stack inicial ({stack}) tiene que ser un múltiplo positivo de {unit}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The starting chips include {value}s, not in the chip set</source>
        <translation>Las fichas iniciales incluyen fichas de {value}, que no están en el juego de fichas</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The starting chips cannot hold {count} × {value}</source>
        <translation>Las fichas iniciales no pueden llevar {count} × {value}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The starting chips add up to {total}, not the stack of {stack}</source>
        <translation>Las fichas iniciales suman {total}, no el stack de {stack}</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>The Poker Practice</source>
        <translation>Práctica de póker</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No-limit Hold&apos;em, ante 250, blinds 500/1,000 that never rise. 50,000 chips each (50 big blinds); freezeout.</source>
        <translation>Hold&apos;em sin límite, ante 250, ciegas 500/1.000 que nunca suben. 50.000 fichas por jugador (50 ciegas grandes); freezeout.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>$1/$2 fixed limit</source>
        <translation>Límite fijo 1 $/2 $</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fixed-limit Hold&apos;em, blinds $1/$1, bets $1/$2 that never rise; four raises per player per round, no ante. $100 in chips each (50 big bets); freezeout.</source>
        <translation>Hold&apos;em de límite fijo, ciegas 1 $/1 $, apuestas 1 $/2 $ que nunca suben; cuatro subidas por jugador y ronda, sin ante. 100 $ en fichas por jugador (50 apuestas grandes); freezeout.</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Home game — fast</source>
        <translation>Partida casera — rápida</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>For 8–30 players in about three hours: 10,000 chips, 12-minute levels, big-blind ante from level 5, color-up breaks after levels 4 and 8. One re-entry until the end of level 4.</source>
        <translation>Para 8–30 jugadores en unas tres horas: 10.000 fichas, niveles de 12 minutos, ante de ciega grande desde el nivel 5, descansos con cambio de fichas tras los niveles 4 y 8. Una reentrada hasta el final del nivel 4.</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Home game — standard</source>
        <translation>Partida casera — estándar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>For 8–30 players over an evening: 20,000 chips, 20-minute levels, big-blind ante from level 5. Rebuys (at 20,000 chips or fewer, up to two each) and one add-on until the break after level 4.</source>
        <translation>Para 8–30 jugadores durante una velada: 20.000 fichas, niveles de 20 minutos, ante de ciega grande desde el nivel 5. Recompras (con 20.000 fichas o menos, hasta dos por jugador) y un add-on hasta el descanso tras el nivel 4.</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>PLO — home game</source>
        <translation>PLO — partida casera</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pot-limit Omaha for 8–30 players over an evening: 20,000 chips, 20-minute levels, no antes. Rebuys (at 20,000 chips or fewer, up to two each) and one add-on until the break after level 4.</source>
        <translation>Omaha límite al bote para 8–30 jugadores durante una velada: 20.000 fichas, niveles de 20 minutos, sin antes. Recompras (con 20.000 fichas o menos, hasta dos cada uno) y un add-on hasta el descanso tras el nivel 4.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Dealer&apos;s choice — hold&apos;em and Omaha</source>
        <translation>Elección del repartidor — hold&apos;em y Omaha</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The button chooses each orbit&apos;s game: no-limit hold&apos;em, pot-limit Omaha or limit Omaha hi-lo. 20,000 chips, 20-minute levels, no antes, rebuys and one add-on until the first break.</source>
        <translation>El botón elige el juego de cada vuelta: hold&apos;em sin límite, Omaha límite al bote u Omaha hi-lo de límite fijo. 20.000 fichas, niveles de 20 minutos, sin antes, recompras y un add-on hasta el primer descanso.</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>H.O.R.S.E.</source>
        <translation>H.O.R.S.E.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A new game every level: limit hold&apos;em, Omaha hi-lo, razz, stud and stud hi-lo. Tables of eight, 20,000 chips, 20-minute levels; rebuys and one add-on until the first break.</source>
        <translation>Un juego nuevo cada nivel: hold&apos;em limit, Omaha hi-lo, razz, stud y stud hi-lo. Mesas de ocho, 20.000 fichas, niveles de 20 minutos; recompras y un add-on hasta el primer descanso.</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>8-game</source>
        <translation>8 juegos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A new game every orbit: 2-7 triple draw, limit hold&apos;em, Omaha hi-lo, razz, stud, stud hi-lo, no-limit hold&apos;em, pot-limit Omaha. Tables of eight, 20,000 chips, 20-minute levels, rebuys.</source>
        <translation>Un juego nuevo cada vuelta: 2-7 triple draw, hold&apos;em limit, Omaha hi-lo, razz, stud, stud hi-lo, hold&apos;em no-limit, Omaha pot-limit. Mesas de ocho, 20.000 fichas, niveles de 20 minutos, recompras.</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>There is no preset called {name}; the presets are {known}</source>
        <translation>No hay ningún preajuste llamado {name}; los preajustes son {known}</translation>
    </message>
</context>
<context>
    <name>PrintMenu</name>
    <message>
        <location filename="../../app/ui/print_menu.py" line="+27"/>
        <source>Seat &amp;cards</source>
        <translation>&amp;Tarjetas de asiento</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>S&amp;eating</source>
        <translation>&amp;Distribución de mesas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>S&amp;tructure</source>
        <translation>&amp;Estructura</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>P&amp;ayouts</source>
        <translation>&amp;Premios</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Results</source>
        <translation>&amp;Resultados</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cashier&apos;s &amp;ledger</source>
        <translation>&amp;Libro de caja</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Results so far</source>
        <translation>&amp;Resultados hasta ahora</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>&amp;Print</source>
        <translation>&amp;Imprimir</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Print…</source>
        <translation>&amp;Imprimir…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save as P&amp;DF…</source>
        <translation>Guardar como &amp;PDF…</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Nothing to print: {error}</source>
        <translation>Nada que imprimir: {error}</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Not printed: {error}</source>
        <translation>No se imprimió: {error}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{document}: {pages} sent to {printer}</source>
        <translation>Enviado a {printer}: {document} ({pages})</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Print</source>
        <translation>Imprimir</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Save {document} as PDF</source>
        <translation>Guardar {document} como PDF</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>PDF files (*.pdf)</source>
        <translation>Archivos PDF (*.pdf)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Not saved: {error}</source>
        <translation>No se guardó: {error}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Saved {document} as {path} ({pages})</source>
        <translation>Guardado: {document} en {path} ({pages})</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>1 page</source>
        <translation>1 página</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{count} pages</source>
        <translation>{count} páginas</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>a PDF file</source>
        <translation>un archivo PDF</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the printer</source>
        <translation>la impresora</translation>
    </message>
</context>
<context>
    <name>PrintSheets</name>
    <message>
        <location filename="../../app/present/sheet_blocks.py" line="+35"/>
        <source>Seat cards</source>
        <translation>Tarjetas de asiento</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seating</source>
        <translation>Distribución de mesas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Structure</source>
        <translation>Estructura</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cashier&apos;s ledger</source>
        <translation>Libro de caja</translation>
    </message>
    <message>
        <location filename="../../app/present/prize_sheets.py" line="+107"/>
        <location filename="../../app/present/sheet_blocks.py" line="-2"/>
        <source>Payouts</source>
        <translation>Premios</translation>
    </message>
    <message>
        <location line="+141"/>
        <location filename="../../app/present/sheet_blocks.py" line="+1"/>
        <source>Results</source>
        <translation>Resultados</translation>
    </message>
    <message>
        <location filename="../../app/present/print_sheets.py" line="+48"/>
        <source>January</source>
        <translation>enero</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>February</source>
        <translation>febrero</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>March</source>
        <translation>marzo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>April</source>
        <translation>abril</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>May</source>
        <translation>mayo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>June</source>
        <translation>junio</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>July</source>
        <translation>julio</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>August</source>
        <translation>agosto</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>September</source>
        <translation>septiembre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>October</source>
        <translation>octubre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>November</source>
        <translation>noviembre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>December</source>
        <translation>diciembre</translation>
    </message>
    <message>
        <location filename="../../app/present/sheet_blocks.py" line="+4"/>
        <source>re-entries</source>
        <translation>reentradas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>rebuys</source>
        <translation>recompras</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>add-ons</source>
        <translation>add-ons</translation>
    </message>
    <message>
        <location filename="../../app/present/print_sheets.py" line="+27"/>
        <source>No seats drawn yet: open tables and draw seats first, then print the seat cards</source>
        <translation>Aún no se han sorteado asientos: abre mesas y sortea los asientos, y luego imprime las tarjetas de asiento</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>No table is open yet: open tables and draw seats first, then print the seating</source>
        <translation>Aún no hay mesas abiertas: abre mesas y sortea los asientos, y luego imprime la distribución de mesas</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Nobody has registered yet: there are no results to print</source>
        <translation>Aún no se ha inscrito nadie: no hay resultados que imprimir</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Nobody has registered yet: the ledger is empty</source>
        <translation>Aún no se ha inscrito nadie: el libro de caja está vacío</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Tournament</source>
        <translation>Torneo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Printed {date}, {time}</source>
        <translation>Impreso el {date}, a las {time}</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>{day} {month} {year}</source>
        <translation>{day} de {month} de {year}</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Waiting for a seat</source>
        <translation>Esperando asiento</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+57"/>
        <location filename="../../app/present/prize_sheets.py" line="-110"/>
        <location line="+79"/>
        <source>Player</source>
        <translation>Jugador</translation>
    </message>
    <message>
        <location line="-56"/>
        <location line="+57"/>
        <source>Chips</source>
        <translation>Fichas</translation>
    </message>
    <message>
        <location line="-37"/>
        <source>(open seat)</source>
        <translation>(asiento libre)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Button</source>
        <translation>Botón</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>1 player at {seats} seats, {chips} chips at the table (hands recorded).</source>
        <translation>1 jugador en {seats} asientos, {chips} fichas en la mesa (manos anotadas).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>1 player at {seats} seats, {chips} chips at the table (hands not recorded).</source>
        <translation>1 jugador en {seats} asientos, {chips} fichas en la mesa (manos sin anotar).</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{count} players at {seats} seats, {chips} chips at the table (hands recorded).</source>
        <translation>{count} jugadores en {seats} asientos, {chips} fichas en la mesa (manos anotadas).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{count} players at {seats} seats, {chips} chips at the table (hands not recorded).</source>
        <translation>{count} jugadores en {seats} asientos, {chips} fichas en la mesa (manos sin anotar).</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Seat</source>
        <translation>Asiento</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Last button</source>
        <translation>Último botón</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Table {number}</source>
        <translation>Mesa {number}</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Level</source>
        <translation>Nivel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Blinds</source>
        <translation>Ciegas</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Game</source>
        <translation>Juego</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>BB ante</source>
        <translation>Ante de CG</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ante</source>
        <translation>Ante</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Bring-in</source>
        <translation>Bring-in</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Bets</source>
        <translation>Apuestas</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Minutes</source>
        <translation>Min.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Starts</source>
        <translation>Inicio</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Notes</source>
        <translation>Notas</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Break</source>
        <translation>Descanso</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>repeats until the end</source>
        <translation>se repite hasta el final</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Starts: time from the start of the clock, as planned (pauses and time added move every later start).</source>
        <translation>Inicio: tiempo desde que arranca el reloj, según lo previsto (las pausas y el tiempo añadido retrasan todos los comienzos siguientes).</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Blind structure</source>
        <translation>Estructura de ciegas</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Mixed games</source>
        <translation>Juegos mixtos</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No-limit hold&apos;em</source>
        <translation>Hold&apos;em sin límite</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pot-limit hold&apos;em</source>
        <translation>Hold&apos;em límite de bote</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fixed-limit hold&apos;em</source>
        <translation>Hold&apos;em de límite fijo</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>no antes</source>
        <translation>sin antes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>every player antes</source>
        <translation>todos los jugadores ponen ante</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>big-blind ante (the big blind antes for the table)</source>
        <translation>ante de ciega grande (la ciega grande pone el ante de toda la mesa)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>antes in stud only</source>
        <translation>antes solo en stud</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{game}, {antes}. Starting stack {stack} chips. Chips: {chips}.</source>
        <translation>{game}, {antes}. Stack inicial de {stack} fichas. Fichas: {chips}.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>{ante} (BB)</source>
        <translation>{ante} (CG)</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>color up the {chip}s</source>
        <translation>retirar las fichas de {chip}</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>last level to register</source>
        <translation>último nivel para inscribirse</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{offers} at the break after it</source>
        <translation>{offers} en el descanso que le sigue</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>last for {offers}</source>
        <translation>último para {offers}</translation>
    </message>
    <message>
        <location filename="../../app/present/prize_sheets.py" line="-170"/>
        <source>Prizes</source>
        <translation>Premios</translation>
    </message>
    <message>
        <location line="+17"/>
        <location line="+152"/>
        <source>Place</source>
        <translation>Puesto</translation>
    </message>
    <message>
        <location line="-151"/>
        <source>Percent</source>
        <translation>Porcentaje</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+152"/>
        <source>Prize</source>
        <translation>Premio</translation>
    </message>
    <message>
        <location line="-151"/>
        <source>Finished</source>
        <translation>Terminó</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Nothing is paid yet: {entries} so far; prizes start at {first} entries.</source>
        <translation>Aún no se paga nada: {entries} hasta ahora; hay premios a partir de {first} entradas.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Payout table</source>
        <translation>Tabla de premios</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Entries</source>
        <translation>Entradas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Places</source>
        <translation>Puestos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Percents</source>
        <translation>Porcentajes</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>The winner</source>
        <translation>El ganador</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deal share</source>
        <translation>Parte del trato</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Kept to play for: the winner takes it</source>
        <translation>En juego: se lo lleva el ganador</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Deal (instead of the prizes for {first}–{last})</source>
        <translation>Trato (en lugar de los premios del {first} al {last})</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Buy-ins: {count} × {cost}</source>
        <translation>Buy-ins: {count} × {cost}</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>{offers}: {count} × {cost}</source>
        <translation>{offers}: {count} × {cost}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Less bounties: {count} × {cost}</source>
        <translation>Menos recompensas: {count} × {cost}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Prize pool</source>
        <translation>Bote de premios</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>House fees (not in the prize pool)</source>
        <translation>Comisión de la casa (fuera del bote de premios)</translation>
    </message>
    <message>
        <location line="+136"/>
        <source>prize {prize} from the deal + bounties {bounties}</source>
        <translation>premio {prize} del trato + recompensas {bounties}</translation>
    </message>
    <message>
        <location line="-180"/>
        <location line="+47"/>
        <source>Amount</source>
        <translation>Importe</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Bounties</source>
        <translation>Recompensas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>in</source>
        <translation>en juego</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} (still in, {chips} chips)</source>
        <translation>{name} (sigue en juego, {chips} fichas)</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Results so far (in progress)</source>
        <translation>Resultados hasta ahora (en curso)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{entries}, prize pool {pool}, bounties {bounty} a head.</source>
        <translation>{entries}, bote de premios {pool}, recompensa de {bounty} por cabeza.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{entries}, prize pool {pool}.</source>
        <translation>{entries}, bote de premios {pool}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The last {count} players made a deal: their prizes are what it gave them.</source>
        <translation>Los últimos {count} jugadores hicieron un trato: sus premios son los que les dio.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Won by {name}; {paid} paid in all.</source>
        <translation>Ganó {name}; {paid} pagados en total.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>In progress: 1 player still in, whose places, prizes and bounties are not decided yet.</source>
        <translation>En curso: sigue en juego 1 jugador, cuyo puesto, premio y recompensas aún no están decididos.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>In progress: {count} players still in, whose places, prizes and bounties are not decided yet.</source>
        <translation>En curso: siguen en juego {count} jugadores, cuyos puestos, premios y recompensas aún no están decididos.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Each player signs for the money received: cut along the dashed line or keep the page as the night&apos;s record.</source>
        <translation>Cada jugador firma por el dinero recibido: recorta por la línea discontinua o guarda la hoja como registro de la noche.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Receipts</source>
        <translation>Recibos</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>prize {prize} + bounties {bounties}</source>
        <translation>premio {prize} + recompensas {bounties}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>bounties</source>
        <translation>recompensas</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>prize for {place}, after a deal</source>
        <translation>premio del {place} puesto, tras un trato</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>prize for {place}</source>
        <translation>premio del {place} puesto</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Received {total} ({why}) at {where}.</source>
        <translation>Recibí {total} ({why}) en {where}.</translation>
    </message>
</context>
<context>
    <name>Printing</name>
    <message>
        <location filename="../../app/printing/output.py" line="+43"/>
        <source>The printer or file could not be opened for printing</source>
        <translation>No se pudo abrir la impresora o el archivo para imprimir</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Cannot write in {folder}: {error}</source>
        <translation>No se puede escribir en {folder}: {error}</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Cannot write {file}: {error}</source>
        <translation>No se puede escribir {file}: {error}</translation>
    </message>
    <message>
        <location filename="../../app/printing/page.py" line="+106"/>
        <source>{printed} by Feltboard</source>
        <translation>{printed} con Feltboard</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Page {number} of {count}</source>
        <translation>Página {number} de {count}</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The printer refused a new page</source>
        <translation>La impresora rechazó una página nueva</translation>
    </message>
    <message>
        <location filename="../../app/printing/seat_cards.py" line="+32"/>
        <source>Seat cards, {tables}</source>
        <translation>Tarjetas de asiento, {tables}</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>table {number}</source>
        <translation>mesa {number}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>tables {some} and {last}</source>
        <translation>mesas {some} y {last}</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>TABLE</source>
        <translation>MESA</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>SEAT</source>
        <translation>ASIENTO</translation>
    </message>
    <message>
        <location filename="../../app/printing/sheet_layout.py" line="+56"/>
        <source>{title} (continued)</source>
        <translation>{title} (continuación)</translation>
    </message>
    <message>
        <location line="+229"/>
        <source>Signature</source>
        <translation>Firma</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Date</source>
        <translation>Fecha</translation>
    </message>
</context>
<context>
    <name>Prizes</name>
    <message>
        <location filename="../../app/engine/accounts.py" line="+38"/>
        <source>{chips} chips</source>
        <translation>{chips} fichas</translation>
    </message>
    <message>
        <location filename="../../app/engine/prizes.py" line="-406"/>
        <source>The rake must be between 0% and 100%, not {rate}%</source>
        <translation>El rake tiene que estar entre el 0 % y el 100 %, no {rate} %</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>The prize pool cannot be negative ({pool})</source>
        <translation>El bote de premios no puede ser negativo ({pool})</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Prizes are rounded to a positive unit, not {unit}</source>
        <translation>Los premios se redondean a una unidad positiva, no {unit}</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Each prize is rounded down to the unit; what is left over goes to 1st.</source>
        <translation>Cada premio se redondea hacia abajo a la unidad; lo que sobra va al 1.º.</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Rounded down to {unit}; the {amount} left over goes to 1st.</source>
        <translation>Redondeado hacia abajo a {unit}; los {amount} que sobran van al 1.º.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Rounded down to {unit}; nothing was left over.</source>
        <translation>Redondeado hacia abajo a {unit}; no sobró nada.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>At this prize pool {places} round down to nothing.</source>
        <translation>Con este bote de premios, {places} se quedan en nada al redondear.</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>{player}: {finish}</source>
        <translation>{player}: {finish}</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>Nobody busted on this hand</source>
        <translation>Nadie quedó eliminado en esta mano</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{busted} players cannot bust when only {left} are left; someone wins the hand</source>
        <translation>No pueden quedar eliminados {busted} jugadores cuando solo quedan {left}; alguien gana la mano</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{player} started the hand with {chips} chips</source>
        <translation>{player} empezó la mano con {chips} fichas</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Prizes are split in a positive unit, not {unit}</source>
        <translation>Los premios se reparten en una unidad positiva, no {unit}</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Places {first}–{last} are shared by {shared} players, but {listed} are listed</source>
        <translation>Los puestos {first}–{last} los comparten {shared} jugadores, pero hay {listed} en la lista</translation>
    </message>
    <message>
        <location line="+77"/>
        <source>Seat {seat} was not in the chip race</source>
        <translation>El asiento {seat} no estaba en la carrera de fichas</translation>
    </message>
    <message>
        <location line="+65"/>
        <source>Chips of {small} are raced into a larger chip, not {large}</source>
        <translation>Las fichas de {small} se cambian en la carrera por una ficha mayor, no por {large}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A {large} chip is not a whole number of {small} chips; race into a chip that is</source>
        <translation>Una ficha de {large} no equivale a un número entero de fichas de {small}; haz la carrera hacia una ficha que sí lo sea</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Each seat may appear only once in a chip race</source>
        <translation>Cada asiento puede aparecer una sola vez en una carrera de fichas</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{seat} cannot hold a negative number of chips</source>
        <translation>{seat} no puede tener un número negativo de fichas</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The race needs {cards} cards, more than one deck holds</source>
        <translation>La carrera necesita {cards} cartas, más de las que tiene una baraja</translation>
    </message>
</context>
<context>
    <name>Reaward</name>
    <message>
        <location filename="../../app/ui/reaward.py" line="+46"/>
        <source>Re-award hand {number}</source>
        <translation>Reasignar la mano {number}</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Record the correction</source>
        <translation>Anotar la corrección</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The betting stays as recorded. Choose who wins each pot; what was shown and awarded at showdown is replaced, and the chips move now.</source>
        <translation>Las apuestas quedan como se anotaron. Elige quién gana cada bote; lo mostrado y adjudicado en el showdown se sustituye y las fichas se mueven ahora.</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>Chips to move now: {moves}</source>
        <translation>Fichas que mover ahora: {moves}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Nothing changes.</source>
        <translation>No cambia nada.</translation>
    </message>
</context>
<context>
    <name>Results</name>
    <message>
        <location filename="../../app/engine/results.py" line="+92"/>
        <source>Return {amount} uncalled to {name}</source>
        <translation>Devolver {amount} no igualados a {name}</translation>
    </message>
    <message>
        <location line="+11"/>
        <location line="+29"/>
        <source>{line} ({hand})</source>
        <translation>{line} ({hand})</translation>
    </message>
    <message>
        <location line="-16"/>
        <source>{pot}, high half</source>
        <translation>{pot}, mitad alta</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{pot}, low half</source>
        <translation>{pot}, mitad baja</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>{pot}: {amount} to {name}</source>
        <translation>{pot}: {amount} para {name}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{amount} to {name}</source>
        <translation>{amount} para {name}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{pot}: {amount} split, {parts} (odd chips by the highest card by suit)</source>
        <translation>{pot}: {amount} repartido, {parts} (las fichas sobrantes, por la carta más alta por palo)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{pot}: {amount} split, {parts} (odd chips from the dealer&apos;s left)</source>
        <translation>{pot}: {amount} repartido, {parts} (las fichas sobrantes, desde la izquierda del repartidor)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{pot}: {amount} split, {parts}</source>
        <translation>{pot}: {amount} repartido, {parts}</translation>
    </message>
</context>
<context>
    <name>Review</name>
    <message>
        <location filename="../../app/ui/review.py" line="+28"/>
        <source>◀ Step</source>
        <translation>◀ Paso</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Step ▶</source>
        <translation>Paso ▶</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Back to the live table</source>
        <translation>Volver a la mesa en juego</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Forced bets posted</source>
        <translation>Apuestas obligatorias puestas</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Reviewing hand {hand} — step {step}/{steps}: {line}</source>
        <translation>Revisando la mano {hand} — paso {step}/{steps}: {line}</translation>
    </message>
</context>
<context>
    <name>RoomFacts</name>
    <message>
        <location filename="../../app/present/room_facts.py" line="-33"/>
        <source>{bets} · ante {ante} · bring-in {bring_in}</source>
        <translation>{bets} · ante {ante} · bring-in {bring_in}</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>ante {ante} · bring-in {bring_in}</source>
        <translation>ante {ante} · bring-in {bring_in}</translation>
    </message>
    <message>
        <location line="+21"/>
        <location line="+36"/>
        <source>Level {number} · {game} · {blinds}</source>
        <translation>Nivel {number} · {game} · {blinds}</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>{count} BB</source>
        <translation>{count} BB</translation>
    </message>
</context>
<context>
    <name>Rotation</name>
    <message>
        <location filename="../../app/engine/game_orbits.py" line="+125"/>
        <source>Table {table}: {name} on the button chooses the game first</source>
        <translation>Mesa {table}: {name}, en el botón, elige antes el juego</translation>
    </message>
    <message>
        <location line="+63"/>
        <source>This tournament has no dealer&apos;s choice; the games are set</source>
        <translation>Este torneo no tiene elección del repartidor; los juegos están fijados</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{game} is not one of tonight&apos;s games</source>
        <translation>{game} no es uno de los juegos de esta noche</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Table {table} already chose {game} for this orbit</source>
        <translation>La mesa {table} ya eligió {game} para esta vuelta</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No choice is due at table {table}: no hand can be dealt there now</source>
        <translation>No toca elegir en la mesa {table}: ahora no se puede repartir allí</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No choice is due at table {table}: the orbit of {game} goes on</source>
        <translation>No toca elegir en la mesa {table}: sigue la vuelta de {game}</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Table {table} plays {due} now, not {dealt}</source>
        <translation>La mesa {table} juega ahora {due}, no {dealt}</translation>
    </message>
    <message>
        <location filename="../../app/engine/rotation.py" line="+40"/>
        <source>No-limit</source>
        <translation>sin límite</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pot-limit</source>
        <translation>límite al bote</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fixed-limit</source>
        <translation>límite fijo</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>{code} is not a game of the night (write it as game/betting, like omaha/pot_limit)</source>
        <translation>{code} no es un juego de la noche (escríbalo como juego/apuestas, p. ej. omaha/pot_limit)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>{betting} {game}</source>
        <translation>{game} {betting}</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>A rotation needs at least one game</source>
        <translation>Una rotación necesita al menos un juego</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A rotation names each game once; a game is listed twice</source>
        <translation>Una rotación nombra cada juego una vez; hay un juego repetido</translation>
    </message>
    <message>
        <location line="+112"/>
        <source>The rotation deals {game}, which deals at most {most} players; the tables seat {seats}</source>
        <translation>La rotación reparte {game}, que admite como mucho {most} jugadores; las mesas tienen {seats} asientos</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>a new game each level</source>
        <translation>un juego nuevo cada nivel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a new game each orbit</source>
        <translation>un juego nuevo cada vuelta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>dealer&apos;s choice each orbit</source>
        <translation>elección del repartidor cada vuelta</translation>
    </message>
    <message>
        <location filename="../../app/ui/rotation_editor.py" line="+42"/>
        <source>One game: each level&apos;s own</source>
        <translation>Un juego: el de cada nivel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A new game every level</source>
        <translation>Un juego nuevo cada nivel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A new game every orbit</source>
        <translation>Un juego nuevo cada vuelta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dealer&apos;s choice each orbit</source>
        <translation>Elección del repartidor cada vuelta</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Space ticks a game; Alt+Up and Alt+Down change the order</source>
        <translation>Espacio marca un juego; Alt+Arriba y Alt+Abajo cambian el orden</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Up</source>
        <translation>Subir</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Down</source>
        <translation>Bajar</translation>
    </message>
    <message>
        <location line="+72"/>
        <source>Tick the games of the night (at least one), or choose one game</source>
        <translation>Marca los juegos de la noche (al menos uno), o elige un solo juego</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>Tick the games of the night.</source>
        <translation>Marca los juegos de la noche.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>At each orbit&apos;s first hand the button chooses: {games}.</source>
        <translation>En la primera mano de cada vuelta elige el botón: {games}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Each table plays an orbit of each in turn: {games}.</source>
        <translation>Cada mesa juega una vuelta de cada uno por turno: {games}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Level 1 plays the first, level 2 the next: {games}.</source>
        <translation>El nivel 1 juega el primero, el nivel 2 el siguiente: {games}.</translation>
    </message>
</context>
<context>
    <name>RuleProfile</name>
    <message>
        <location filename="../../app/engine/rules.py" line="+72"/>
        <source>The chip unit must be at least 1, not {unit}</source>
        <translation>La ficha más pequeña debe valer al menos 1, no {unit}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The raise cap must allow at least one raise, not {cap}</source>
        <translation>El tope de subidas debe permitir al menos una subida, no {cap}</translation>
    </message>
</context>
<context>
    <name>Seating</name>
    <message>
        <location filename="../../app/engine/seating.py" line="+144"/>
        <source>{player} does not sit at table {table}</source>
        <translation>{player} no está sentado en la mesa {table}</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Table numbers start at 1, not {table}</source>
        <translation>Los números de mesa empiezan en 1, no en {table}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Two players share a seat at table {table}</source>
        <translation>Dos jugadores comparten asiento en la mesa {table}</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Every seated player at table {table} needs a name</source>
        <translation>Cada jugador sentado en la mesa {table} necesita un nombre</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A player sits twice at table {table}</source>
        <translation>Un jugador está sentado dos veces en la mesa {table}</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Seat {seat} at table {table} is taken by {player}</source>
        <translation>El asiento {seat} de la mesa {table} lo ocupa {player}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Table {table} has seats 1 to {last}; there is no seat {seat}</source>
        <translation>La mesa {table} tiene los asientos del 1 al {last}; no hay asiento {seat}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A table needs at least two seats, not {count}</source>
        <translation>Una mesa necesita al menos dos asientos, no {count}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{player} already sits at table {table}</source>
        <translation>{player} ya está sentado en la mesa {table}</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>Seat numbers start at 1</source>
        <translation>Los números de asiento empiezan en 1</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>The button must go to an occupied seat; seat {seat} is empty</source>
        <translation>El botón tiene que ir a un asiento ocupado; el asiento {seat} está vacío</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>No hand can be dealt at this table</source>
        <translation>En esta mesa no se puede repartir ninguna mano</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Nobody sits at table {table}</source>
        <translation>No hay nadie sentado en la mesa {table}</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Seat {seat} at table {table} is empty</source>
        <translation>El asiento {seat} de la mesa {table} está vacío</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No stack is known for {player}</source>
        <translation>No se conoce el stack de {player}</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Table {table} needs at least two players for a hand</source>
        <translation>La mesa {table} necesita al menos dos jugadores para una mano</translation>
    </message>
    <message>
        <location line="+199"/>
        <source>{player} is not in seat {seat} at table {table}</source>
        <translation>{player} no está en el asiento {seat} de la mesa {table}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{player} already sits in seat {seat}</source>
        <translation>{player} ya está sentado en el asiento {seat}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>There is no table {table}</source>
        <translation>No hay ninguna mesa {table}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>A seated player needs a name</source>
        <translation>Un jugador sentado necesita un nombre</translation>
    </message>
    <message>
        <location filename="../../app/engine/seating_plans.py" line="+42"/>
        <source>Two tables have the same number</source>
        <translation>Dos mesas tienen el mismo número</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A player sits at two tables</source>
        <translation>Un jugador está sentado en dos mesas</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>The number of players cannot be negative ({count})</source>
        <translation>El número de jugadores no puede ser negativo ({count})</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Every player in the draw needs a name</source>
        <translation>Cada jugador del sorteo necesita un nombre</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A player is entered twice in the seat draw</source>
        <translation>Un jugador está dos veces en el sorteo de asientos</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The draw needs at least one table, not {count}</source>
        <translation>El sorteo necesita al menos una mesa, no {count}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{count} players do not fit at {tables} tables of {seats}</source>
        <translation>{count} jugadores no caben en {tables} mesas de {seats}</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Every table is full; open another table first</source>
        <translation>Todas las mesas están llenas; abre otra mesa primero</translation>
    </message>
    <message>
        <location line="+115"/>
        <source>Tables can differ by at least one player, not {count}</source>
        <translation>Las mesas pueden diferir en al menos un jugador, no en {count}</translation>
    </message>
    <message>
        <location filename="../../app/engine/seating.py" line="-139"/>
        <source>Table {table} has no seat {seat}</source>
        <translation>La mesa {table} no tiene asiento {seat}</translation>
    </message>
</context>
<context>
    <name>ServeCommand</name>
    <message>
        <location filename="../../app/service/headless.py" line="+64"/>
        <source>Serving {name} on {url}
  TV screen:   {tv}
  Players:     {players}
  State JSON:  {state}</source>
        <translation>Sirviendo {name} en {url}
  Pantalla TV: {tv}
  Jugadores:   {players}
  Estado JSON: {state}</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Only this computer can open these (add --host with this computer&apos;s network address to share them).</source>
        <translation>Solo este ordenador puede abrirlas (añade --host con la dirección de red de este ordenador para compartirlas).</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Press Ctrl+C to stop. Type help for the dealer pad commands.</source>
        <translation>Pulsa Ctrl+C para detenerlo. Escribe help para ver los comandos de las tabletas del crupier.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Stopped.</source>
        <translation>Detenido.</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>Table {table} pad PIN: {pin}  {url}</source>
        <translation>PIN de la tableta de la mesa {table}: {pin}  {url}</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Table {table} closed: its pad is unpaired.</source>
        <translation>Mesa {table} cerrada: su tableta queda desvinculada.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Table {table} is recorded by {device}.</source>
        <translation>La mesa {table} la registra {device}.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Unknown command {command}. Type help for the commands.</source>
        <translation>Comando desconocido {command}. Escribe help para ver los comandos.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>No table is in play yet: there is nothing to pair.</source>
        <translation>Aún no hay ninguna mesa en juego: no hay nada que vincular.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Table {table}: no pad paired; PIN {pin}</source>
        <translation>Mesa {table}: sin tableta vinculada; PIN {pin}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Table {table}: recorded by {device} since {time}; PIN {pin}</source>
        <translation>Mesa {table}: la registra {device} desde las {time}; PIN {pin}</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>none</source>
        <translation>ninguna</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>There is no table {table} in play (tables: {listed}).</source>
        <translation>No hay ninguna mesa {table} en juego (mesas: {listed}).</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Table {table} had no pad; its old PIN no longer works.</source>
        <translation>La mesa {table} no tenía tableta; su PIN antiguo ya no sirve.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Table {table}: {device} is unpaired.</source>
        <translation>Mesa {table}: {device} queda desvinculada.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Commands:
  pads      each table, its PIN and the pad recording there
  revoke N  unpair table N&apos;s pad; the table gets a new PIN
  help      this list
A dealer opens http://…/table/N on a phone and types the table&apos;s PIN.</source>
        <translation>Comandos:
  pads      cada mesa, su PIN y la tableta que registra allí
  revoke N  desvincula la tableta de la mesa N; la mesa recibe un PIN nuevo
  help      esta lista
El crupier abre http://…/table/N en un móvil y escribe el PIN de la mesa.</translation>
    </message>
</context>
<context>
    <name>Service</name>
    <message>
        <location filename="../../app/service/server.py" line="+256"/>
        <source>{host} is not a network address: use 127.0.0.1 for this computer only, or this computer&apos;s address on the home network (like 192.168.1.20)</source>
        <translation>{host} no es una dirección de red: usa 127.0.0.1 solo para este ordenador, o la dirección de este ordenador en la red de casa (como 192.168.1.20)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{host} would listen on every network this computer is on: give this computer&apos;s address on the home network (like 192.168.1.20), or 127.0.0.1 for this computer only</source>
        <translation>{host} escucharía en todas las redes de este ordenador: indica la dirección de este ordenador en la red de casa (como 192.168.1.20), o 127.0.0.1 solo para este ordenador</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Port {port} does not exist: use a number from 1024 to 65535</source>
        <translation>El puerto {port} no existe: usa un número del 1024 al 65535</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Cannot listen on {host} port {port}: {problem}</source>
        <translation>No se puede escuchar en {host}, puerto {port}: {problem}</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Cannot open the live updates on {host}: {problem}</source>
        <translation>No se pueden abrir las actualizaciones en directo en {host}: {problem}</translation>
    </message>
    <message>
        <location line="+295"/>
        <source>A subscription names parts of the state and table numbers</source>
        <translation>Una suscripción nombra partes del estado y números de mesa</translation>
    </message>
    <message>
        <location line="+90"/>
        <source>This tournament has no logo.</source>
        <translation>Este torneo no tiene logotipo.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Nothing here: {path}. Try /tv or /players.</source>
        <translation>Aquí no hay nada: {path}. Prueba /tv o /players.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{file} is missing from this installation.</source>
        <translation>Falta {file} en esta instalación.</translation>
    </message>
    <message>
        <location filename="../../app/service/http_server.py" line="+128"/>
        <source>Too many connections from your address: try again in {seconds} s.</source>
        <translation>Demasiadas conexiones desde tu dirección: vuelve a intentarlo en {seconds} s.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The host is busy: try again in {seconds} s.</source>
        <translation>El anfitrión está ocupado: inténtalo de nuevo en {seconds} s.</translation>
    </message>
    <message>
        <location line="+149"/>
        <source>These pages only show the tournament: use GET.</source>
        <translation>Estas páginas solo muestran el torneo: usa GET.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Feltboard does not answer to {name}: open the address the host shows (like http://192.168.1.20:8765/tv).</source>
        <translation>Feltboard no responde a {name}: abre la dirección que muestra el anfitrión (como http://192.168.1.20:8765/tv).</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>That address is too long.</source>
        <translation>Esa dirección es demasiado larga.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Requests may carry at most {bytes} bytes.</source>
        <translation>Las peticiones pueden llevar como mucho {bytes} bytes.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Send a Content-Length.</source>
        <translation>Envía un Content-Length.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Too many requests: try again in {seconds} s.</source>
        <translation>Demasiadas peticiones: vuelve a intentarlo en {seconds} s.</translation>
    </message>
</context>
<context>
    <name>Setup</name>
    <message>
        <location filename="../../app/ui/setup_pages.py" line="+59"/>
        <source>No-limit</source>
        <translation>Sin límite</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pot-limit</source>
        <translation>Límite de bote</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fixed limit</source>
        <translation>Límite fijo</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No antes</source>
        <translation>Sin antes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Classic (every player)</source>
        <translation>Clásico (todos los jugadores)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Big-blind ante</source>
        <translation>Ante de ciega grande</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>e.g. Friday night freezeout</source>
        <translation>p. ej. Freezeout del viernes</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>none: points</source>
        <translation>ninguna: puntos</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> decimals</source>
        <translation> decimales</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+93"/>
        <location line="+314"/>
        <source>e.g. €40+€5</source>
        <translation>p. ej. 40 €+5 €</translation>
    </message>
    <message>
        <location line="-404"/>
        <source>Price + house fee, as poker writes it: €40+€5 means each player pays €45, €40 to the prize pool and €5 to the house</source>
        <translation>Precio + comisión de la casa, como se escribe en póquer: 40 €+5 € quiere decir que cada jugador paga 45 €, 40 € al bote de premios y 5 € a la casa</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>the + part is the house fee</source>
        <translation>lo que va tras el + es la comisión de la casa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the house takes a rake of</source>
        <translation>la casa se queda un rake del</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>e.g. 20,000</source>
        <translation>p. ej. 20.000</translation>
    </message>
    <message>
        <location line="+3"/>
        <source> players</source>
        <translation> jugadores</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>How many you expect: the structure builder and the prize preview use it</source>
        <translation>Cuántos esperas: lo usan el generador de estructura y la vista previa de premios</translation>
    </message>
    <message>
        <location line="+7"/>
        <source> seats</source>
        <translation> asientos</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Name</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Date</source>
        <translation>Fecha</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Currency</source>
        <translation>Moneda</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Buy-in</source>
        <translation>Buy-in</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Starting stack</source>
        <translation>Stack inicial</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Game</source>
        <translation>Juego</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seats per table</source>
        <translation>Asientos por mesa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Players expected</source>
        <translation>Jugadores previstos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Games of the night</source>
        <translation>Juegos de la noche</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The night and its money</source>
        <translation>La noche y su dinero</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game</source>
        <translation>El juego</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>e.g. €45</source>
        <translation>p. ej. 45 €</translation>
    </message>
    <message>
        <location line="+84"/>
        <source>{amount} to the prize pool</source>
        <translation>{amount} al bote de premios</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{amount} to the bounty on their head</source>
        <translation>{amount} a la recompensa por su cabeza</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{amount} to the house</source>
        <translation>{amount} a la casa</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>nothing to the house</source>
        <translation>nada a la casa</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Each player pays {total}: {parts}.</source>
        <translation>Cada jugador paga {total}: {parts}.</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Value</source>
        <translation>Valor</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Colour</source>
        <translation>Color</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>On hand</source>
        <translation>Disponibles</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Add chip</source>
        <translation>Añadir ficha</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Remove chip</source>
        <translation>Quitar ficha</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The smallest chip is the unit every blind, bet and split is paid in; every other chip must be a multiple of it. Leave &lt;i&gt;On hand&lt;/i&gt; empty if you have not counted them.</source>
        <translation>La ficha más pequeña es la unidad en que se pagan todas las ciegas, apuestas y repartos; las demás fichas deben ser múltiplos de ella. Deja &lt;i&gt;Disponibles&lt;/i&gt; vacío si no las has contado.</translation>
    </message>
    <message>
        <location line="+65"/>
        <source>Chip row {row}: {problem}</source>
        <translation>Fila de fichas {row}: {problem}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Chip row {row}: give the {chip} chip its colour</source>
        <translation>Fila de fichas {row}: ponle color a la ficha de {chip}</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Count the chips on hand to see how many stacks they make.</source>
        <translation>Cuenta las fichas disponibles para ver cuántos stacks salen.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>On hand: {total} in chips, enough for {count} starting stacks of {stack}.</source>
        <translation>Disponibles: {total} en fichas, suficiente para {count} stacks iniciales de {stack}.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>any stack</source>
        <translation>cualquier stack</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>at or below</source>
        <translation>con stack igual o menor que</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>only when busted</source>
        <translation>solo al quedarse sin fichas</translation>
    </message>
    <message>
        <location line="+42"/>
        <location line="+5"/>
        <location line="+12"/>
        <location line="+24"/>
        <source>chips</source>
        <translation>fichas</translation>
    </message>
    <message>
        <location line="-33"/>
        <source>unlimited</source>
        <translation>ilimitadas</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>only at a break</source>
        <translation>solo en un descanso</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>for</source>
        <translation>por</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Price</source>
        <translation>Precio</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>from level</source>
        <translation>desde el nivel</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>until the end of level</source>
        <translation>hasta el final del nivel</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>When</source>
        <translation>Cuándo</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Who</source>
        <translation>Quién</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Per player</source>
        <translation>Por jugador</translation>
    </message>
    <message>
        <location line="+84"/>
        <source>closed once the clock starts</source>
        <translation>cerrada al arrancar el reloj</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>open until the end of level</source>
        <translation>abierta hasta el final del nivel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>open all night</source>
        <translation>abierta toda la noche</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Rebuys</source>
        <translation>Recompras</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Add-on</source>
        <translation>Add-on</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Re-entry (a busted player buys in again)</source>
        <translation>Reentrada (un jugador eliminado vuelve a pagar la entrada)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Bounty on every head (knockout)</source>
        <translation>Recompensa por cada cabeza (knockout)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>e.g. €10</source>
        <translation>p. ej. 10 €</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Progressive: the winner takes</source>
        <translation>Progresiva: el ganador se lleva</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>% in cash</source>
        <translation>% en efectivo</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A rebuy puts a bounty on the player&apos;s head again</source>
        <translation>Cada recompra vuelve a poner una recompensa por el jugador</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>of the buy-in</source>
        <translation>del buy-in</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Late registration</source>
        <translation>Inscripción tardía</translation>
    </message>
    <message>
        <location line="+90"/>
        <source>{problem} (e.g. {example})</source>
        <translation>{problem} (p. ej. {example})</translation>
    </message>
    <message>
        <location filename="../../app/ui/setup_plan.py" line="+84"/>
        <source>{hours} h {minutes}</source>
        <translation>{hours} h {minutes}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{minutes} min</source>
        <translation>{minutes} min</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Use these levels</source>
        <translation>Usar estos niveles</translation>
    </message>
    <message>
        <location line="+9"/>
        <source> hours</source>
        <translation> horas</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+13"/>
        <source> min</source>
        <translation> min</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>no breaks</source>
        <translation>sin descansos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source> levels</source>
        <translation> niveles</translation>
    </message>
    <message>
        <location line="+11"/>
        <location line="+183"/>
        <source>Build the levels</source>
        <translation>Generar los niveles</translation>
    </message>
    <message>
        <location line="-171"/>
        <source>Add level</source>
        <translation>Añadir nivel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Add break</source>
        <translation>Añadir descanso</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remove row</source>
        <translation>Quitar fila</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Levels of a preset</source>
        <translation>Niveles de un preajuste</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Build levels for a night of</source>
        <translation>Generar niveles para una noche de</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Length</source>
        <translation>Duración</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Levels of</source>
        <translation>Niveles de</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A break every</source>
        <translation>Un descanso cada</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Breaks of</source>
        <translation>Descansos de</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Start at</source>
        <translation>Empieza a las</translation>
    </message>
    <message>
        <location line="+59"/>
        <source>Fix the chips and the starting stack first: the levels are built from them</source>
        <translation>Corrige antes las fichas y el stack inicial: los niveles se generan a partir de ellos</translation>
    </message>
    <message>
        <location line="+66"/>
        <source>&lt;b&gt;Expected finish: about {duration}&lt;/b&gt; after the first level (&lt;b&gt;{end}&lt;/b&gt;), with {players} players and {chips} chips: by {blinds} the last two hold about {depth} big blinds each.</source>
        <translation>&lt;b&gt;Final previsto: unas {duration}&lt;/b&gt; después del primer nivel (&lt;b&gt;{end}&lt;/b&gt;), con {players} jugadores y {chips} fichas: en {blinds} a los dos últimos les quedan unas {depth} ciegas grandes a cada uno.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Build the levels ahead</source>
        <translation>Generar los niveles que faltan</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>e.g. 5</source>
        <translation>p. ej. 5</translation>
    </message>
    <message>
        <location line="+3"/>
        <source> entries</source>
        <translation> entradas</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Add range</source>
        <translation>Añadir tramo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Default payouts</source>
        <translation>Premios por defecto</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Round prizes to</source>
        <translation>Redondear premios a</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Prizes for</source>
        <translation>Premios para</translation>
    </message>
    <message>
        <location line="+73"/>
        <source>Fix the ranges marked in red</source>
        <translation>Corrige los tramos marcados en rojo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Add at least one range</source>
        <translation>Añade al menos un tramo</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>&lt;b&gt;{entries} entries&lt;/b&gt; (the highlighted range), prize pool &lt;b&gt;{pool}&lt;/b&gt; before rebuys and add-ons:</source>
        <translation>&lt;b&gt;{entries} entradas&lt;/b&gt; (el tramo resaltado), bote de premios de &lt;b&gt;{pool}&lt;/b&gt; antes de recompras y add-ons:</translation>
    </message>
    <message>
        <location filename="../../app/ui/setup_widgets.py" line="+93"/>
        <source>Fixed: {reason}</source>
        <translation>Fijo: {reason}</translation>
    </message>
    <message>
        <location line="+59"/>
        <source>No date</source>
        <translation>Sin fecha</translation>
    </message>
</context>
<context>
    <name>SetupDialog</name>
    <message>
        <location filename="../../app/ui/setup_dialog.py" line="+64"/>
        <source>Feltboard templates (*.toml *.json)</source>
        <translation>Plantillas de Feltboard (*.toml *.json)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The night</source>
        <translation>La noche</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chips</source>
        <translation>Fichas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Entries</source>
        <translation>Entradas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Structure</source>
        <translation>Estructura</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Payouts</source>
        <translation>Premios</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>New tournament</source>
        <translation>Nuevo torneo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Setup of {name}</source>
        <translation>Configuración de {name}</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Create tournament</source>
        <translation>Crear torneo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Apply changes</source>
        <translation>Aplicar cambios</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>Load template…</source>
        <translation>Cargar plantilla…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Save as my template…</source>
        <translation>Guardar como plantilla mía…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&lt;b&gt;Start from&lt;/b&gt;</source>
        <translation>&lt;b&gt;Empezar desde&lt;/b&gt;</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Changes are recorded as one step when you press &lt;i&gt;Apply changes&lt;/i&gt;; Edit › Undo takes them back.</source>
        <translation>Los cambios se anotan como un solo paso al pulsar &lt;i&gt;Aplicar cambios&lt;/i&gt;; Edición › Deshacer los revierte.</translation>
    </message>
    <message>
        <location line="+66"/>
        <source>The setup shown (change anything below)</source>
        <translation>La configuración mostrada (cambia lo que quieras abajo)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Preset: {name}</source>
        <translation>Preajuste: {name}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>My template: {name}</source>
        <translation>Mi plantilla: {name}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A past night: {name}</source>
        <translation>Una noche anterior: {name}</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>That night&apos;s setup, from {path}: its money, chips, entries, levels and payouts. Tonight&apos;s name, date and players are tonight&apos;s.</source>
        <translation>La configuración de esa noche, de {path}: su dinero, fichas, entradas, niveles y premios. El nombre, la fecha y los jugadores de esta noche son los de esta noche.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Your template, from {path}</source>
        <translation>Tu plantilla, de {path}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Pick a preset or one of your templates to fill every page, then change what your night does differently.</source>
        <translation>Elige un preajuste o una de tus plantillas para rellenar todas las páginas y luego cambia lo que tu noche hace distinto.</translation>
    </message>
    <message>
        <location line="+163"/>
        <source>Fix the fields marked in red on: {pages}</source>
        <translation>Corrige los campos marcados en rojo en: {pages}</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>Load a template</source>
        <translation>Cargar una plantilla</translation>
    </message>
    <message>
        <location line="-182"/>
        <location line="+192"/>
        <source>{file} was not loaded: {error}</source>
        <translation>No se cargó {file}: {error}</translation>
    </message>
    <message>
        <location line="-184"/>
        <location line="+195"/>
        <source>Loaded {file}.</source>
        <translation>Cargado {file}.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Fix the fields marked in red before saving a template.</source>
        <translation>Corrige los campos marcados en rojo antes de guardar una plantilla.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Save as my template</source>
        <translation>Guardar como plantilla mía</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The template was not saved: {error}</source>
        <translation>No se guardó la plantilla: {error}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Saved as {file}; start a night from it with Start from.</source>
        <translation>Guardada como {file}; empieza una noche con ella desde Empezar desde.</translation>
    </message>
</context>
<context>
    <name>SetupFields</name>
    <message>
        <location filename="../../app/present/setup_fields.py" line="+38"/>
        <source>amount</source>
        <translation>la cantidad</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Type the {what}, e.g. {example}</source>
        <translation>Escribe {what}, p. ej. {example}</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>&apos;{text}&apos; is not an amount of money; type e.g. {example}</source>
        <translation>&apos;{text}&apos; no es una cantidad de dinero; escribe p. ej. {example}</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>The {what} cannot be negative ({text})</source>
        <translation>No se admite un valor negativo en {what} ({text})</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The {what} &apos;{text}&apos; has too many decimals: whole amounts</source>
        <translation>Demasiados decimales en {what} (&apos;{text}&apos;): solo cantidades enteras</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The {what} &apos;{text}&apos; has too many decimals: at most {count} decimal</source>
        <translation>Demasiados decimales en {what} (&apos;{text}&apos;): como mucho {count} decimal</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The {what} &apos;{text}&apos; has too many decimals: at most {count} decimals</source>
        <translation>Demasiados decimales en {what} (&apos;{text}&apos;): como mucho {count} decimales</translation>
    </message>
    <message>
        <location line="+10"/>
        <location filename="../../app/ui/setup_pages.py" line="-331"/>
        <source>buy-in</source>
        <translation>el buy-in</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Write the {what} as the price plus the house fee, e.g. {example}+{fee}, not &apos;{text}&apos;</source>
        <translation>Escribe {what} como el precio más la comisión de la casa, p. ej. {example}+{fee}, no &apos;{text}&apos;</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>house fee</source>
        <translation>la comisión de la casa</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>rake</source>
        <translation>el rake</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The {what} is a percent from 0 to 99, not &apos;{text}&apos;</source>
        <translation>En {what} va un porcentaje de 0 a 99, no &apos;{text}&apos;</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>The {what} is a whole number, not &apos;{text}&apos;</source>
        <translation>En {what} va un número entero, no &apos;{text}&apos;</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The {what} must be at least {minimum}, not {value}</source>
        <translation>El mínimo para {what} es {minimum}, no {value}</translation>
    </message>
    <message>
        <location filename="../../app/ui/setup_pages.py" line="+1"/>
        <source>starting stack</source>
        <translation>el stack inicial</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>stack limit</source>
        <translation>el límite de stack</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>bounty</source>
        <translation>la recompensa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>chip value</source>
        <translation>el valor de la ficha</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>number on hand</source>
        <translation>el número disponible</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>buy-in price</source>
        <translation>el precio del buy-in</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>rebuy price</source>
        <translation>el precio de la recompra</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>add-on price</source>
        <translation>el precio del add-on</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>re-entry price</source>
        <translation>el precio de la reentrada</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>chips of a buy-in</source>
        <translation>las fichas de un buy-in</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>chips of a rebuy</source>
        <translation>las fichas de una recompra</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>chips of an add-on</source>
        <translation>las fichas de un add-on</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>chips of a re-entry</source>
        <translation>las fichas de una reentrada</translation>
    </message>
    <message>
        <location filename="../../app/ui/setup_plan.py" line="-32"/>
        <source>prize rounding</source>
        <translation>el redondeo de los premios</translation>
    </message>
</context>
<context>
    <name>SetupPlan</name>
    <message>
        <location line="+48"/>
        <source>Prizes are rounded to a positive amount, e.g. 5</source>
        <translation>Los premios se redondean a una cantidad positiva, p. ej. 5</translation>
    </message>
</context>
<context>
    <name>SetupRules</name>
    <message>
        <location filename="../../app/engine/setup_rules.py" line="+46"/>
        <source>Players already paid the buy-in</source>
        <translation>Los jugadores ya pagaron la entrada</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Players already paid the fee</source>
        <translation>Los jugadores ya pagaron la comisión</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Players were already handed their starting stacks</source>
        <translation>Los jugadores ya recibieron su stack inicial</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Money was already collected in this currency</source>
        <translation>Ya se cobró dinero en esta moneda</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The chip values are in play (colours and counts on hand may change)</source>
        <translation>Los valores de las fichas están en juego (los colores y las cantidades disponibles pueden cambiar)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hands were already played under these rules</source>
        <translation>Ya se jugaron manos con estas reglas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tables are already set up; open or close a table instead</source>
        <translation>Las mesas ya están montadas; abre o cierra una mesa</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Players already paid their bounties and may have won some</source>
        <translation>Los jugadores ya pagaron sus recompensas y puede que hayan ganado alguna</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The buy-in cannot change once play started: {reason}</source>
        <translation>La entrada no puede cambiar una vez empezado el juego: {reason}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The fee cannot change once play started: {reason}</source>
        <translation>La comisión no puede cambiar una vez empezado el juego: {reason}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The starting stack cannot change once play started: {reason}</source>
        <translation>El stack inicial no puede cambiar una vez empezado el juego: {reason}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The currency cannot change once play started: {reason}</source>
        <translation>La moneda no puede cambiar una vez empezado el juego: {reason}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The chip values cannot change once play started: {reason}</source>
        <translation>Los valores de las fichas no pueden cambiar una vez empezado el juego: {reason}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The rules cannot change once play started: {reason}</source>
        <translation>Las reglas no pueden cambiar una vez empezado el juego: {reason}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The number of seats per table cannot change once play started: {reason}</source>
        <translation>El número de asientos por mesa no puede cambiar una vez empezado el juego: {reason}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The bounty cannot change once play started: {reason}</source>
        <translation>La recompensa no puede cambiar una vez empezado el juego: {reason}</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Give the tournament a name</source>
        <translation>Ponle un nombre al torneo</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The buy-in cannot be negative ({amount})</source>
        <translation>La entrada no puede ser negativa ({amount})</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The fee cannot be negative ({amount})</source>
        <translation>La comisión no puede ser negativa ({amount})</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Prizes are rounded to a positive amount, not {unit}</source>
        <translation>Los premios se redondean a una cantidad positiva, no {unit}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A table has 2 to 10 seats, not {seats}</source>
        <translation>Una mesa tiene de 2 a 10 asientos, no {seats}</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Late registration ends in a level from 0 (none) to {levels}, not {late}</source>
        <translation>La inscripción tardía termina en un nivel de 0 (ninguno) a {levels}, no {late}</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Write the date as year-month-day, e.g. 2026-12-31, not {date}</source>
        <translation>Escribe la fecha como año-mes-día, p. ej. 2026-12-31, no {date}</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The starting stack ({stack}) must be a positive multiple of the smallest chip ({unit})</source>
        <translation>El stack inicial ({stack}) tiene que ser un múltiplo positivo de la ficha más pequeña ({unit})</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>The bounty ({bounty}) is part of the buy-in, so it cannot be more than the buy-in ({buy_in})</source>
        <translation>La recompensa ({bounty}) forma parte de la entrada, así que no puede ser mayor que la entrada ({buy_in})</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The bounty ({bounty}) is part of each re-entry, so it cannot be more than the re-entry price ({price})</source>
        <translation>La recompensa ({bounty}) forma parte de cada reentrada, así que no puede ser mayor que el precio de la reentrada ({price})</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The bounty rides on rebuys, but this tournament offers no rebuys</source>
        <translation>La recompensa va también con las recompras, pero este torneo no ofrece recompras</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The bounty ({bounty}) is part of each rebuy, so it cannot be more than the rebuy price ({price})</source>
        <translation>La recompensa ({bounty}) forma parte de cada recompra, así que no puede ser mayor que el precio de la recompra ({price})</translation>
    </message>
    <message>
        <location line="+66"/>
        <source>Level 1 is being played; only the levels after it may change</source>
        <translation>Se está jugando el nivel 1; solo pueden cambiar los niveles siguientes</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Levels 1 to {number} were played or are being played; only the levels after level {number} may change</source>
        <translation>Los niveles 1 a {number} ya se jugaron o se están jugando; solo pueden cambiar los niveles posteriores al {number}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Entries were paid at these prices; the periods and limits may still change</source>
        <translation>Las entradas se pagaron a estos precios; los periodos y los límites aún pueden cambiar</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>Late registration cannot end before level {number}, the level being played; end it with level {number} to close it now</source>
        <translation>La inscripción tardía no puede terminar antes del nivel {number}, el que se está jugando; hazla terminar en el nivel {number} para cerrarla ya</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Levels already played cannot change: play has reached level {number}; change only the levels after it</source>
        <translation>Los niveles ya jugados no pueden cambiar: el juego va por el nivel {number}; cambia solo los niveles siguientes</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Levels already played cannot change: play has reached the break after level {number}; change only the levels after it</source>
        <translation>Los niveles ya jugados no pueden cambiar: el juego va por el descanso tras el nivel {number}; cambia solo los niveles siguientes</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>{kinds} cannot be turned off once play started (players may have paid for them); end them with level {level} instead</source>
        <translation>{kinds} no se pueden quitar una vez empezado el juego (puede que los jugadores ya hayan pagado); hazlas terminar en el nivel {level}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{kinds} cannot end before level {level}, the level being played</source>
        <translation>{kinds} no pueden terminar antes del nivel {level}, el que se está jugando</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The price and chips of {a_kind} cannot change once play started: entries were paid at these prices; only its levels and limits may change</source>
        <translation>El precio y las fichas de {a_kind} no pueden cambiar una vez empezado el juego: las entradas se pagaron a estos precios; solo pueden cambiar sus niveles y límites</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{kinds} cannot end before level {level}, the level being played; end them with level {level} to stop them after this level</source>
        <translation>{kinds} no pueden terminar antes del nivel {level}, el que se está jugando; hazlas terminar en el nivel {level} para cerrarlas tras este nivel</translation>
    </message>
</context>
<context>
    <name>ShareDialog</name>
    <message>
        <location filename="../../app/ui/share_dialog.py" line="+56"/>
        <source>Share on the network</source>
        <translation>Compartir en la red</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Phones must be on the same Wi-Fi as this computer. 127.0.0.1 shares with this computer only.</source>
        <translation>Los móviles deben estar en la misma wifi que este ordenador. 127.0.0.1 comparte solo con este ordenador.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&amp;Address</source>
        <translation>&amp;Dirección</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Port</source>
        <translation>&amp;Puerto</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+51"/>
        <source>&amp;Start sharing</source>
        <translation>&amp;Empezar a compartir</translation>
    </message>
    <message>
        <location line="-47"/>
        <source>Nothing is shared yet. Viewers see the clock, blinds, seats and payouts; nobody can change anything from a phone.</source>
        <translation>Aún no se comparte nada. Quien mire verá el reloj, las ciegas, los asientos y los premios; nadie puede cambiar nada desde un móvil.</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>&amp;Stop sharing</source>
        <translation>&amp;Dejar de compartir</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Players: {players}
TV or second screen: {tv}
Scan the code with a phone on the same Wi-Fi.</source>
        <translation>Jugadores: {players}
Tele o segunda pantalla: {tv}
Escanea el código con un móvil en la misma wifi.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Sharing stopped; the pages no longer open.</source>
        <translation>Se dejó de compartir; las páginas ya no se abren.</translation>
    </message>
</context>
<context>
    <name>Simulate</name>
    <message>
        <location filename="../../app/session/simulate.py" line="+92"/>
        <source>A tournament needs at least two players</source>
        <translation>Un torneo necesita al menos dos jugadores</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{players} players do not fit at {tables} table of {seats} seats</source>
        <translation>{players} jugadores no caben en {tables} mesa de {seats} asientos</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{players} players do not fit at {tables} tables of {seats} seats</source>
        <translation>{players} jugadores no caben en {tables} mesas de {seats} asientos</translation>
    </message>
</context>
<context>
    <name>Startup</name>
    <message>
        <location filename="../../app/ui/startup.py" line="+35"/>
        <source>Opening {what}…</source>
        <translation>Abriendo {what}…</translation>
    </message>
</context>
<context>
    <name>Stats</name>
    <message>
        <location filename="../../app/store/stats.py" line="+134"/>
        <source>Hands</source>
        <translation>Manos</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>All-ins W/E/L</source>
        <translation>All-ins G/E/P</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Player</source>
        <translation>Jugador</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Game: {games}</source>
        <translation>Juego: {games}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Games: {games}</source>
        <translation>Juegos: {games}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{game} 1 hand</source>
        <translation>{game} 1 mano</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{game} {hands} hands</source>
        <translation>{game} {hands} manos</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{game}: 1 hand</source>
        <translation>{game}: 1 mano</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{game}: {hands} hands</source>
        <translation>{game}: {hands} manos</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Season {season}: 1 player</source>
        <translation>Temporada {season}: 1 jugador</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Season {season}: {players} players</source>
        <translation>Temporada {season}: {players} jugadores</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{tournament}: 1 hand</source>
        <translation>{tournament}: 1 mano</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{tournament}: {hands} hands</source>
        <translation>{tournament}: {hands} manos</translation>
    </message>
</context>
<context>
    <name>Structure</name>
    <message>
        <location filename="../../app/engine/presets.py" line="-159"/>
        <location line="+92"/>
        <source>Last rebuys and add-ons</source>
        <translation>Últimas recompras y add-ons</translation>
    </message>
    <message>
        <location filename="../../app/engine/entry_options.py" line="+121"/>
        <location filename="../../app/engine/prizes.py" line="-397"/>
        <source>{a_kind} cannot cost less than nothing ({cost})</source>
        <translation>{a_kind} no puede costar menos que nada ({cost})</translation>
    </message>
    <message>
        <location filename="../../app/engine/structure.py" line="+43"/>
        <source>The host cannot have {count} chips of {value}; count 0 or more</source>
        <translation>No puedes tener {count} fichas de {value}; cuenta 0 o más</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>A chip set needs at least one chip</source>
        <translation>Un juego de fichas necesita al menos una ficha</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Chip values must be positive, not {value}</source>
        <translation>Los valores de las fichas tienen que ser positivos, no {value}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Each chip value may appear only once in a chip set</source>
        <translation>Cada valor de ficha puede aparecer una sola vez en un juego de fichas</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The {value} chip is not a multiple of the smallest chip ({smallest})</source>
        <translation>La ficha de {value} no es múltiplo de la ficha más pequeña ({smallest})</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>There are no {value} chips in the set</source>
        <translation>No hay fichas de {value} en el juego de fichas</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{small_blind}/{big_blind}</source>
        <translation>{small_blind}/{big_blind}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{small_blind}/{big_blind}, ante {ante}</source>
        <translation>{small_blind}/{big_blind}, ante {ante}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{small_blind}/{big_blind}, BB ante {ante}</source>
        <translation>{small_blind}/{big_blind}, ante de CG {ante}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{small_blind}/{big_blind}, bets {small_bet}/{big_bet}</source>
        <translation>{small_blind}/{big_blind}, apuestas {small_bet}/{big_bet}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{small_blind}/{big_blind}, ante {ante}, bets {small_bet}/{big_bet}</source>
        <translation>{small_blind}/{big_blind}, ante {ante}, apuestas {small_bet}/{big_bet}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{small_blind}/{big_blind}, BB ante {ante}, bets {small_bet}/{big_bet}</source>
        <translation>{small_blind}/{big_blind}, ante de CG {ante}, apuestas {small_bet}/{big_bet}</translation>
    </message>
    <message>
        <location line="+111"/>
        <source>The small blind must be positive, not {amount}</source>
        <translation>La ciega pequeña tiene que ser positiva, no {amount}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The big blind must be positive, not {amount}</source>
        <translation>La ciega grande tiene que ser positiva, no {amount}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The small blind ({small}) cannot be more than the big blind ({big})</source>
        <translation>La ciega pequeña ({small}) no puede ser mayor que la ciega grande ({big})</translation>
    </message>
    <message>
        <location line="-35"/>
        <source>The ante cannot be negative ({amount})</source>
        <translation>El ante no puede ser negativo ({amount})</translation>
    </message>
    <message>
        <location line="-63"/>
        <source>{game} is played fixed-limit</source>
        <translation>{game} se juega con límite fijo</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A stud level needs its small bet</source>
        <translation>Un nivel de stud necesita su apuesta pequeña</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+51"/>
        <source>The bring-in must be positive and below the small bet ({small}), not {amount}</source>
        <translation>El bring-in debe ser positivo y menor que la apuesta pequeña ({small}), no {amount}</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>A bring-in is for stud levels; {game} has blinds</source>
        <translation>El bring-in es de los niveles de stud; {game} tiene ciegas</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>A level must last a positive time, not {seconds} seconds</source>
        <translation>Un nivel tiene que durar un tiempo positivo, no {seconds} segundos</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The fixed-limit small bet must be positive, not {amount}</source>
        <translation>La apuesta pequeña de límite fijo tiene que ser positiva, no {amount}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The fixed-limit big bet must be positive, not {amount}</source>
        <translation>La apuesta grande de límite fijo tiene que ser positiva, no {amount}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The big bet ({big}) cannot be less than the small bet ({small})</source>
        <translation>La apuesta grande ({big}) no puede ser menor que la apuesta pequeña ({small})</translation>
    </message>
    <message>
        <location line="+94"/>
        <source>ante {ante}, bring-in {bring_in}, bets {small_bet}/{big_bet}</source>
        <translation>ante {ante}, bring-in {bring_in}, apuestas {small_bet}/{big_bet}</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>A break must last a positive time, not {seconds} seconds</source>
        <translation>Un descanso tiene que durar un tiempo positivo, no {seconds} segundos</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The chip to color up must be positive, not {value}</source>
        <translation>La ficha que se retira tiene que ser positiva, no {value}</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Break: {note}</source>
        <translation>Descanso: {note}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Break</source>
        <translation>Descanso</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Color up the {chip}s</source>
        <translation>Retirar las fichas de {chip}</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>A blind structure needs at least one level</source>
        <translation>Una estructura de ciegas necesita al menos un nivel</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A blind structure must start with a level, not a break</source>
        <translation>Una estructura de ciegas tiene que empezar con un nivel, no con un descanso</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A blind structure must end with a level (the last level repeats), not a break</source>
        <translation>Una estructura de ciegas tiene que terminar con un nivel (el último nivel se repite), no con un descanso</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>There is no level {number}; the structure has {count} levels</source>
        <translation>No hay nivel {number}; la estructura tiene {count} niveles</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Step {index} is outside the structure (0 to {last})</source>
        <translation>El paso {index} está fuera de la estructura (de 0 a {last})</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>Every chip has been colored up; none are left in play</source>
        <translation>Se han retirado todas las fichas; no queda ninguna en juego</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Level {number}: no chips are left in play</source>
        <translation>Nivel {number}: no queda ninguna ficha en juego</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Level {number}: {what} {amount} cannot be paid with {chips} chips</source>
        <translation>Nivel {number}: {what} de {amount} no se puede pagar con fichas de {chips}</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>small blind</source>
        <translation>ciega pequeña</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>big blind</source>
        <translation>ciega grande</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ante</source>
        <translation>ante</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>small bet</source>
        <translation>apuesta pequeña</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>big bet</source>
        <translation>apuesta grande</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>bring-in</source>
        <translation>bring-in</translation>
    </message>
    <message>
        <location line="+59"/>
        <source>{players} players at {stack} chips plus {extra} for rebuys and add-ons need {needed} in chips; the chips on hand are worth {value} (enough for {enough} players)</source>
        <translation>{players} jugadores con {stack} fichas más {extra} para recompras y add-ons necesitan {needed} en fichas; las fichas disponibles valen {value} (alcanzan para {enough} jugadores)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{players} players at {stack} chips need {needed} in chips; the chips on hand are worth {value} (enough for {enough} players)</source>
        <translation>{players} jugadores con {stack} fichas necesitan {needed} en fichas; las fichas disponibles valen {value} (alcanzan para {enough} jugadores)</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Each stack holds {per_stack} × {value}: {players} players need {needed} of them; there are {count}</source>
        <translation>Cada stack lleva {per_stack} × {value}: {players} jugadores necesitan {needed}; hay {count}</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Break after level {level}: there are no {value} chips in the set</source>
        <translation>Descanso tras el nivel {level}: no hay fichas de {value} en el juego de fichas</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Break after level {level}: the {value} chips were already colored up</source>
        <translation>Descanso tras el nivel {level}: las fichas de {value} ya se retiraron</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Break after level {level}: the {value} chips cannot be colored up, no larger chip is left to race them into</source>
        <translation>Descanso tras el nivel {level}: las fichas de {value} no se pueden retirar, no queda ninguna ficha mayor por la que cambiarlas</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>{items} and {last}</source>
        <translation>{items} y {last}</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>Level {number} deals {game}, which deals at most {most} players; the tables seat {seats}</source>
        <translation>El nivel {number} reparte {game}, que reparte como mucho a {most} jugadores; las mesas tienen {seats} asientos</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Level {number} deals {game} in the rotation: give it an ante, a bring-in and its bets</source>
        <translation>El nivel {number} reparte {game} en la rotación: dale un ante, un bring-in y sus apuestas</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Level {number} sets a bring-in but no game of the rotation is stud</source>
        <translation>El nivel {number} fija un bring-in pero ningún juego de la rotación es stud</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Level {number} sets fixed-limit bets but no game of the rotation plays fixed limit</source>
        <translation>El nivel {number} fija apuestas de límite fijo pero ningún juego de la rotación se juega con límite fijo</translation>
    </message>
    <message>
        <location filename="../../app/engine/entry_options.py" line="-56"/>
        <source>buy-in</source>
        <translation>entrada</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Buy-ins</source>
        <translation>Las entradas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A buy-in</source>
        <translation>Una entrada</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>a buy-in</source>
        <translation>una entrada</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>rebuy</source>
        <translation>recompra</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Rebuys</source>
        <translation>Las recompras</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A rebuy</source>
        <translation>Una recompra</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>a rebuy</source>
        <translation>una recompra</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>add-on</source>
        <translation>add-on</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Add-ons</source>
        <translation>Los add-ons</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>An add-on</source>
        <translation>Un add-on</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>an add-on</source>
        <translation>un add-on</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>re-entry</source>
        <translation>reentrada</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Re-entries</source>
        <translation>Las reentradas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A re-entry</source>
        <translation>Una reentrada</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a re-entry</source>
        <translation>una reentrada</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>The buy-in is not an option; use a rebuy, add-on or re-entry</source>
        <translation>La entrada no es una opción; usa una recompra, un add-on o una reentrada</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{a_kind} must give chips, not {chips}</source>
        <translation>{a_kind} tiene que dar fichas, no {chips}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Levels start at 1, not {level}</source>
        <translation>Los niveles empiezan en 1, no en {level}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Allow at least one {kind} per player, not {limit}</source>
        <translation>El límite de {kind} por jugador es 1 como mínimo, no {limit}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The stack limit cannot be negative ({chips})</source>
        <translation>El límite de stack no puede ser negativo ({chips})</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The fee of {a_kind} cannot be negative ({fee})</source>
        <translation>La comisión de {a_kind} no puede ser negativa ({fee})</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{kinds} start in a level from 1 to their last level ({last}), not {first}</source>
        <translation>{kinds} empiezan en un nivel de 1 a su último nivel ({last}), no en el {first}</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>{kinds} start in level {first}; this is level {level}</source>
        <translation>{kinds} empiezan en el nivel {first}; este es el nivel {level}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The last {kind} was possible in level {level}</source>
        <translation>Solo se podía pedir {kind} hasta el nivel {level}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This player already took {taken} {kind}(s); the limit is {limit}</source>
        <translation>Este jugador ya lleva {taken} de {kind}; el límite es {limit}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{a_kind} is only for a player who has busted</source>
        <translation>{a_kind} es solo para un jugador eliminado</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{a_kind} needs {limit} chips or fewer; this player has {stack}</source>
        <translation>{a_kind} exige tener {limit} fichas o menos; este jugador tiene {stack}</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>{a_kind} option was given as the {kind} option</source>
        <translation>{a_kind} se ha indicado como la opción de {kind}</translation>
    </message>
    <message>
        <location filename="../../app/engine/structure.py" line="-64"/>
        <source>Level {number} sets fixed-limit bets in a no-limit game</source>
        <translation>El nivel {number} fija apuestas de límite fijo en una partida sin límite</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Level {number} sets fixed-limit bets in a pot-limit game</source>
        <translation>El nivel {number} fija apuestas de límite fijo en una partida de límite de bote</translation>
    </message>
    <message>
        <location line="+22"/>
        <location line="+27"/>
        <source>Level {number} has an ante of {ante} but the rules have no antes</source>
        <translation>El nivel {number} tiene un ante de {ante}, pero las reglas no tienen antes</translation>
    </message>
    <message>
        <location filename="../../app/engine/entry_options.py" line="+47"/>
        <source>{kinds}: the fee cannot be negative ({fee})</source>
        <translation>{kinds}: la comisión no puede ser negativa ({fee})</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>An add-on is for players still in; a stack limit of 0 would allow none</source>
        <translation>Un add-on es para jugadores que siguen en el torneo; un límite de stack de 0 no dejaría ninguno</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{kinds} start in level {first}, which must be from 1 to the last level they run until ({last})</source>
        <translation>{kinds} empiezan en el nivel {first}, que tiene que estar entre 1 y el último nivel en que se ofrecen ({last})</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{kinds} run until level {last}, but there are {levels} levels</source>
        <translation>{kinds} se ofrecen hasta el nivel {last}, pero hay {levels} niveles</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{kinds} are taken only at a break, but no break comes after levels {first} to {last}</source>
        <translation>{kinds}: solo en un descanso, pero no hay ningún descanso tras los niveles {first} a {last}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{a_kind} gives {chips} chips, not a multiple of the smallest chip in play ({unit}) in level {level}</source>
        <translation>{a_kind} da {chips} fichas, que no es múltiplo de la ficha más pequeña en juego ({unit}) en el nivel {level}</translation>
    </message>
    <message>
        <location filename="../../app/engine/payouts.py" line="+20"/>
        <source>Write the percent {value} as text or an integer, not a float</source>
        <translation>Escribe el porcentaje {value} como texto o como número entero, no como decimal de coma flotante</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>A payout range starts at 1 entry or more, not {entries}</source>
        <translation>Un tramo de premios empieza en 1 entrada o más, no en {entries}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The payout range {first}–{last} entries is empty</source>
        <translation>El tramo de premios de {first}–{last} entradas está vacío</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The payouts for {range} entries pay no places</source>
        <translation>Los premios para {range} entradas no pagan ningún puesto</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The payouts for {range} entries: place {place} must get more than 0%</source>
        <translation>Premios para {range} entradas: el puesto {place} tiene que cobrar más del 0 %</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The payouts for {range} entries: place {place} ({percent}%) gets more than place {above} ({above_percent}%)</source>
        <translation>Premios para {range} entradas: el puesto {place} ({percent} %) cobra más que el puesto {above} ({above_percent} %)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The payouts for {range} entries pay {places} places but there can be as few as {entries} entries</source>
        <translation>Los premios para {range} entradas pagan {places} puestos, pero puede haber solo {entries} entradas</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The payouts for {range} entries add up to {total}%, not 100%</source>
        <translation>Los premios para {range} entradas suman el {total} %, no el 100 %</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>A payout table needs at least one range of entries</source>
        <translation>Una tabla de premios necesita al menos un tramo de entradas</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The payout ranges {first} and {second} entries must follow each other without gap or overlap</source>
        <translation>Los tramos de premios de {first} y {second} entradas tienen que ir seguidos, sin huecos ni solapes</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The last payout range ({range} entries) must be open-ended, e.g. 51+</source>
        <translation>El último tramo de premios ({range} entradas) tiene que quedar abierto, p. ej. 51+</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>The payout table starts at {first} entries; there are {entries}</source>
        <translation>La tabla de premios empieza en {first} entradas; hay {entries}</translation>
    </message>
    <message>
        <location filename="../../app/engine/structure_builder.py" line="+107"/>
        <source>A tournament needs at least 2 players, not {players}</source>
        <translation>Un torneo necesita al menos 2 jugadores, no {players}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The starting stack ({stack}) must be a positive multiple of the smallest chip ({unit})</source>
        <translation>El stack inicial ({stack}) tiene que ser un múltiplo positivo de la ficha más pequeña ({unit})</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A starting stack of {stack} is under 20 of the smallest chip ({unit}); give more chips or a smaller chip</source>
        <translation>Un stack inicial de {stack} es menos de 20 fichas de la más pequeña ({unit}); da más fichas o usa una ficha más pequeña</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The night must last a positive number of minutes</source>
        <translation>La noche tiene que durar un número positivo de minutos</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The level must last a positive number of minutes</source>
        <translation>El nivel tiene que durar un número positivo de minutos</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A night of {night} minutes is shorter than one level ({level} minutes)</source>
        <translation>Una noche de {night} minutos es más corta que un nivel ({level} minutos)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Breaks come every few levels and last a positive time</source>
        <translation>Los descansos llegan cada pocos niveles y duran un tiempo positivo</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Antes start at level 1 or later, not {level}</source>
        <translation>Los antes empiezan en el nivel 1 o después, no en el {level}</translation>
    </message>
    <message>
        <location line="+101"/>
        <source>Keep 1 to {steps} steps of the structure, not {kept}</source>
        <translation>Conserva de 1 a {steps} pasos de la estructura, no {kept}</translation>
    </message>
    <message>
        <location line="+158"/>
        <source>A stud small bet of {bet} leaves no bring-in below it in chips of {unit}</source>
        <translation>Una apuesta pequeña de stud de {bet} no deja bring-in por debajo con fichas de {unit}</translation>
    </message>
</context>
<context>
    <name>StructureEditor</name>
    <message>
        <location filename="../../app/ui/structure_editor.py" line="+62"/>
        <source>Kind</source>
        <translation>Tipo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game</source>
        <translation>Juego</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Small blind</source>
        <translation>Ciega pequeña</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Big blind</source>
        <translation>Ciega grande</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ante</source>
        <translation>Ante</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bring-in</source>
        <translation>Bring-in</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Small bet</source>
        <translation>Apuesta pequeña</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Big bet</source>
        <translation>Apuesta grande</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Minutes</source>
        <translation>Minutos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Color up</source>
        <translation>Retirar ficha</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Break note</source>
        <translation>Nota del descanso</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>At a break: the chip that leaves play (its chips are raced off)</source>
        <translation>En un descanso: la ficha que sale del juego (sus fichas se sortean en la carrera de fichas)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Stud&apos;s forced bet on third street: positive and below the small bet</source>
        <translation>La apuesta obligada del stud en tercera calle: positiva y menor que la apuesta pequeña</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The game the level deals: type its first letters or use the arrows, then Return</source>
        <translation>El juego que se reparte en el nivel: escriba sus primeras letras o use las flechas, y luego Intro</translation>
    </message>
    <message>
        <location line="+87"/>
        <location line="+95"/>
        <source>Level</source>
        <translation>Nivel</translation>
    </message>
    <message>
        <location line="-81"/>
        <location line="+47"/>
        <location line="+28"/>
        <source>Break</source>
        <translation>Descanso</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>Row {row}: {error}</source>
        <translation>Fila {row}: {error}</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>the kind is &apos;Level&apos; or &apos;Break&apos;</source>
        <translation>el tipo es &apos;Nivel&apos; o &apos;Descanso&apos;</translation>
    </message>
    <message>
        <location line="+84"/>
        <source>As the rotation</source>
        <translation>Según la rotación</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Each orbit&apos;s game</source>
        <translation>El juego de cada vuelta</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{game} (rotation)</source>
        <translation>{game} (rotación)</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>Add level</source>
        <translation>Añadir nivel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Add break</source>
        <translation>Añadir descanso</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remove row</source>
        <translation>Quitar fila</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Revert</source>
        <translation>Revertir</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Apply</source>
        <translation>Aplicar</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>The tournament&apos;s structure changed (undo or redo); Revert shows it, Apply records your edits instead.</source>
        <translation>La estructura del torneo ha cambiado (deshacer o rehacer); Revertir la muestra, Aplicar anota tus cambios en su lugar.</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Nothing changed.</source>
        <translation>No ha cambiado nada.</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>chip to color up</source>
        <translation>la ficha que se retira</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>small blind</source>
        <translation>la ciega pequeña</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>big blind</source>
        <translation>la ciega grande</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ante</source>
        <translation>el ante</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>small bet</source>
        <translation>la apuesta pequeña</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>big bet</source>
        <translation>la apuesta grande</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>bring-in</source>
        <translation>bring-in</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>the minutes must be a positive number such as 20 or 2.5, not &apos;{text}&apos;</source>
        <translation>los minutos deben ser un número positivo como 20 o 2,5, no &apos;{text}&apos;</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>the {what} must be a whole number, not &apos;{text}&apos;</source>
        <translation>{what} debe ser un número entero, no &apos;{text}&apos;</translation>
    </message>
</context>
<context>
    <name>Stud</name>
    <message>
        <location filename="../../app/engine/stud.py" line="-114"/>
        <source>The bring-in needs every player&apos;s up card</source>
        <translation>El bring-in necesita la carta descubierta de cada jugador</translation>
    </message>
    <message>
        <location filename="../../app/engine/stud_hand.py" line="-606"/>
        <source>third street</source>
        <translation>tercera calle</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>fourth street</source>
        <translation>cuarta calle</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>fifth street</source>
        <translation>quinta calle</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>sixth street</source>
        <translation>sexta calle</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>seventh street</source>
        <translation>séptima calle</translation>
    </message>
    <message>
        <location line="+388"/>
        <source>{who} brings in: post the bring-in of {amount} or complete to {small}</source>
        <translation>{who} abre con el bring-in: debe poner el bring-in de {amount} o completar a {small}</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>There is no bring-in to post now</source>
        <translation>Ahora no hay bring-in que poner</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Stud has no board: deal the next street with its up cards</source>
        <translation>El stud no tiene mesa común: reparta la siguiente calle con sus cartas descubiertas</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>All seven streets are dealt</source>
        <translation>Ya se repartieron todas las calles</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Seventh street is dealt face down: no up cards</source>
        <translation>La séptima calle se reparte boca abajo: sin cartas descubiertas</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Seat {seat} has two up cards on one street</source>
        <translation>El asiento {seat} tiene dos cartas descubiertas en una misma calle</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Seat {seat} is not in the hand: no card for it</source>
        <translation>El asiento {seat} no está en la mano: no recibe carta</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Type the up card of every player in the hand, or none: seat {seat} has none</source>
        <translation>Escriba la carta descubierta de cada jugador en la mano, o ninguna: el asiento {seat} no tiene</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>A community card is dealt only on seventh street</source>
        <translation>Solo se reparte una carta comunitaria en la séptima calle</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The deck has a card for every player: seventh street has no community card</source>
        <translation>La baraja tiene una carta para cada jugador: la séptima calle no lleva carta comunitaria</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Seat {seat} is not in the hand</source>
        <translation>El asiento {seat} no está en la mano</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The up cards say seat {seat} brings in</source>
        <translation>Según las cartas descubiertas, abre con el bring-in el asiento {seat}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The up cards say seat {seat} acts first</source>
        <translation>Según las cartas descubiertas, habla primero el asiento {seat}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Type the up cards, or name the seat that brings in</source>
        <translation>Escriba las cartas descubiertas, o indique el asiento que abre con el bring-in</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Type the up cards, or name the seat that acts first</source>
        <translation>Escriba las cartas descubiertas, o indique el asiento que habla primero</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>{who} has {count} down cards, not {given}</source>
        <translation>{who} tiene {count} cartas tapadas, no {given}</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Hands are shown once seventh street is dealt</source>
        <translation>Las manos se muestran una vez repartida la séptima calle</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Enter {who}&apos;s {down} down cards, or all seven cards</source>
        <translation>Escriba las {down} cartas tapadas de {who}, o las siete cartas</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>{who}&apos;s up cards were not typed: enter all seven cards</source>
        <translation>No se escribieron las cartas descubiertas de {who}: escriba las siete cartas</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>{who} holds {card}</source>
        <translation>{who} tiene {card}</translation>
    </message>
</context>
<context>
    <name>StudView</name>
    <message>
        <location filename="../../app/present/stud_view.py" line="+73"/>
        <source>Deal {street}: the deck runs out; type the community card, or Enter</source>
        <translation>Repartir la {street}: la baraja se acaba; escriba la carta comunitaria, o Intro</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Deal {street}: down cards, press Enter</source>
        <translation>Repartir la {street}: cartas tapadas, pulse Intro</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deal {street}: up cards of seats {seats}, in that order</source>
        <translation>Repartir la {street}: cartas descubiertas de los asientos {seats}, en ese orden</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>e.g. 7h, or nothing</source>
        <translation>p. ej. 7h, o nada</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>nothing to type: Enter deals</source>
        <translation>nada que escribir: Intro reparte</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>e.g. {cards}, then Enter</source>
        <translation>p. ej. {cards}, luego Intro</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Who brings in? Type the seat ({seats}) or pick it, then Enter</source>
        <translation>¿Quién pone el bring-in? Escriba el asiento ({seats}) o elíjalo, luego Intro</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Who acts first? Type the seat ({seats}) or pick it, then Enter</source>
        <translation>¿Quién habla primero? Escriba el asiento ({seats}) o elíjalo, luego Intro</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Seat {seat} brings in</source>
        <translation>El asiento {seat} pone el bring-in</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Seat {seat} brings in: {card} is the highest card</source>
        <translation>El asiento {seat} pone el bring-in: {card} es la carta más alta</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Seat {seat} brings in: {card} is the lowest card</source>
        <translation>El asiento {seat} pone el bring-in: {card} es la carta más baja</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Bring in {amount}  [B]</source>
        <translation>Bring-in {amount}  [B]</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>Showdown</source>
        <translation>Showdown</translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message>
        <location filename="../../app/present/table_view.py" line="+108"/>
        <source>Between hands</source>
        <translation>Entre manos</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Press Next Hand to deal</source>
        <translation>Pulsa Siguiente mano para repartir</translation>
    </message>
    <message>
        <location line="+108"/>
        <source>Hand complete: push the pots, then Next Hand</source>
        <translation>Mano terminada: entrega los botes y pulsa Siguiente mano</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{name} to act (seat {seat})</source>
        <translation>Habla {name} (asiento {seat})</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Deal {street}</source>
        <translation>Repartir la {street}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Deal the {street}</source>
        <translation>Repartir el {street}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>show hands or choose the winners</source>
        <translation>mostrad las manos o elige a los ganadores</translation>
    </message>
</context>
<context>
    <name>TableWidget</name>
    <message>
        <location filename="../../app/ui/table_widget.py" line="+44"/>
        <source>D</source>
        <translation>D</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>SB</source>
        <translation>CP</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>BB</source>
        <translation>CG</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Table</source>
        <extracomment>Pot lines that fit under the board, above the felt&apos;s edge, at any widget size.</extracomment>
        <translation>Mesa</translation>
    </message>
    <message>
        <location line="+159"/>
        <source>{pot}: {amount}</source>
        <translation>{pot}: {amount}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Bets in front: {amount}</source>
        <translation>Apuestas en la mesa: {amount}</translation>
    </message>
    <message>
        <location line="+100"/>
        <source>Seat {seat}
empty</source>
        <translation>Asiento {seat}
libre</translation>
    </message>
    <message>
        <location line="+157"/>
        <source>and {count} more (see the hand log)</source>
        <translation>y {count} más (mira el registro)</translation>
    </message>
</context>
<context>
    <name>Template</name>
    <message>
        <location filename="../../app/store/template.py" line="+82"/>
        <source>{file}: a template file name ends in .toml or .json</source>
        <translation>{file}: el nombre de un archivo de plantilla termina en .toml o .json</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>the file is not UTF-8 text</source>
        <translation>el archivo no es texto UTF-8</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the file cannot be read ({reason})</source>
        <translation>no se puede leer el archivo ({reason})</translation>
    </message>
    <message>
        <location line="+78"/>
        <source>the file is not valid {format}: {reason}</source>
        <translation>el archivo no es {format} válido: {reason}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the file is not valid {format}: nested too deep</source>
        <translation>el archivo no es {format} válido: anidado a demasiada profundidad</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>a template is a table of keys such as name = &quot;Friday&quot;</source>
        <translation>una plantilla es una tabla de claves como name = &quot;Viernes&quot;</translation>
    </message>
    <message>
        <location filename="../../app/store/template_checks.py" line="+90"/>
        <source>there is no level {number} (the structure has 1 level)</source>
        <translation>no existe el nivel {number} (la estructura tiene 1 nivel)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>there is no level {number} (the structure has {levels} levels)</source>
        <translation>no existe el nivel {number} (la estructura tiene {levels} niveles)</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>{amount} is less than the smallest chip in play ({smallest})</source>
        <translation>{amount} es menos que la ficha más pequeña en juego ({smallest})</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>an ante of {amount} but rules.ante is &quot;none&quot;</source>
        <translation>un ante de {amount}, pero rules.ante es &quot;none&quot;</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>fixed-limit bets in a {game} game</source>
        <translation>apuestas de límite fijo en una partida {game}</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>cannot be negative ({amount})</source>
        <translation>no puede ser negativo ({amount})</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>level {level} is not between level 1 and until_level ({until})</source>
        <translation>el nivel {level} no está entre el nivel 1 y until_level ({until})</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{amount} is not a multiple of the smallest chip in play ({unit}) in level {level}</source>
        <translation>{amount} no es múltiplo de la ficha más pequeña en juego ({unit}) en el nivel {level}</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>{bounty} is more than the buy-in ({price}), which pays for it</source>
        <translation>{bounty} es más que el buy-in ({price}), del que sale la recompensa</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{bounty} is more than the re-entry price ({price}), which pays for it</source>
        <translation>{bounty} es más que el precio de la reentrada ({price}), del que sale la recompensa</translation>
    </message>
    <message>
        <location filename="../../app/store/template_reader.py" line="+93"/>
        <source>{field}: missing (is {typo} a typo?)</source>
        <translation>{field}: falta (¿es {typo} una errata?)</translation>
    </message>
    <message>
        <location filename="../../app/store/template_games.py" line="+181"/>
        <location filename="../../app/store/template_reader.py" line="+2"/>
        <source>{field}: missing</source>
        <translation>{field}: falta</translation>
    </message>
    <message>
        <location filename="../../app/store/template_reader.py" line="+13"/>
        <source>{field}: expected a whole number, not {value}</source>
        <translation>{field}: se esperaba un número entero, no {value}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{field}: must be at least {minimum}, not {value}</source>
        <translation>{field}: debe ser al menos {minimum}, no {value}</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>{field}: expected text in quotes, not {value}</source>
        <translation>{field}: se esperaba un texto entre comillas, no {value}</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>{field}: expected true or false, not {value}</source>
        <translation>{field}: se esperaba true o false, no {value}</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>{field}: expected a list of tables, not {value}</source>
        <translation>{field}: se esperaba una lista de tablas, no {value}</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>{field}: unknown key (did you mean {guess}?)</source>
        <translation>{field}: clave desconocida (¿querías decir {guess}?)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{field}: unknown key (known here: {keys})</source>
        <translation>{field}: clave desconocida (aquí se conocen: {keys})</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>{field}: expected a table of keys, not {value}</source>
        <translation>{field}: se esperaba una tabla de claves, no {value}</translation>
    </message>
    <message>
        <location line="+62"/>
        <source>{field}: cannot be negative ({value})</source>
        <translation>{field}: no puede ser negativo ({value})</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{field}: {value} has more decimals than the currency (1 decimal)</source>
        <translation>{field}: {value} tiene más decimales que la moneda (1 decimal)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{field}: {value} has more decimals than the currency ({decimals} decimals)</source>
        <translation>{field}: {value} tiene más decimales que la moneda ({decimals} decimales)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{field}: expected an amount such as 40 or &quot;40.50&quot;, not {value}</source>
        <translation>{field}: se esperaba un importe como 40 o &quot;40.50&quot;, no {value}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{field}: expected a percent such as 50 or 9.5, not {value}</source>
        <translation>{field}: se esperaba un porcentaje como 50 o 9.5, no {value}</translation>
    </message>
    <message>
        <location filename="../../app/store/template_games.py" line="-82"/>
        <source>{field}: {code} is {betting}; leave out betting or change the game</source>
        <translation>{field}: {code} es {betting}; quite betting o cambie el juego</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{field}: {value} is not a game; write a code ({codes}) or a name ({names})</source>
        <translation>{field}: {value} no es un juego; escriba un código ({codes}) o un nombre ({names})</translation>
    </message>
    <message>
        <location line="+32"/>
        <location line="+74"/>
        <location filename="../../app/store/template_reader.py" line="+35"/>
        <source>{field}: {value} is not one of {allowed}</source>
        <translation>{field}: {value} no es ninguno de {allowed}</translation>
    </message>
    <message>
        <location line="-28"/>
        <source>{field}: expected a game (&quot;PO&quot;, &quot;omaha&quot;) or a table with game and betting, not {value}</source>
        <translation>{field}: se esperaba un juego (&quot;PO&quot;, &quot;omaha&quot;) o una tabla con game y betting, no {value}</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>{field}: expected a list of games, not {value}</source>
        <translation>{field}: se esperaba una lista de juegos, no {value}</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>{field}: a game is listed twice</source>
        <translation>{field}: hay un juego repetido</translation>
    </message>
    <message>
        <location filename="../../app/store/template_reader.py" line="+69"/>
        <source>{field}: this template is version {version}, from a newer Feltboard; this one reads version {readable}</source>
        <translation>{field}: esta plantilla es de la versión {version}, de un Feltboard más reciente; este lee la versión {readable}</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>date: expected a day such as 2026-12-04, not {value}</source>
        <translation>date: se esperaba un día como 2026-12-04, no {value}</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>{date} is not a day of the calendar (write it as 2026-12-04)</source>
        <translation>{date} no es un día del calendario (escríbelo como 2026-12-04)</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>{field}: the buy-in {buy_in} already gives the fee; leave one out</source>
        <translation>{field}: el buy-in {buy_in} ya indica la comisión; quita uno de los dos</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>rake: give a fee or a rake, not both</source>
        <translation>rake: indica fee o rake, no los dos</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>{field}: a share of the buy-in is 0% to 100%, not {percent}%</source>
        <translation>{field}: una parte del buy-in va del 0 % al 100 %, no {percent} %</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>{field}: give color or colour, not both</source>
        <translation>{field}: indica color o colour, no los dos</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>{field}: expected a number of raises or &quot;unlimited&quot;</source>
        <translation>{field}: se esperaba un número de subidas o &quot;unlimited&quot;</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>{field}: give minutes or seconds, not both</source>
        <translation>{field}: indica minutes o seconds, no los dos</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>{field}: expected a positive number of minutes, not {value}</source>
        <translation>{field}: se esperaba un número positivo de minutos, no {value}</translation>
    </message>
    <message>
        <location line="+69"/>
        <source>{field}: round to at least {amount}</source>
        <translation>{field}: redondea al menos a {amount}</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>{field}: expected a list such as [50, 30, 20], not {value}</source>
        <translation>{field}: se esperaba una lista como [50, 30, 20], no {value}</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>{field}: expected a number or &quot;unlimited&quot;</source>
        <translation>{field}: se esperaba un número o &quot;unlimited&quot;</translation>
    </message>
    <message>
        <location line="+63"/>
        <source>{field}: a logo is a file next to the template; open the template from its file</source>
        <translation>{field}: un logotipo es un archivo junto a la plantilla; abre la plantilla desde su archivo</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>{field}: cannot read {name} ({reason})</source>
        <translation>{field}: no se puede leer {name} ({reason})</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{field}: {name} is larger than {size} MB; save the logo smaller (e.g. 800 pixels wide)</source>
        <translation>{field}: {name} ocupa más de {size} MB; guarda el logotipo más pequeño (p. ej., de 800 píxeles de ancho)</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>{field}: expected a list of panel names ({known}), not {value}</source>
        <translation>{field}: se esperaba una lista de nombres de paneles ({known}), no {value}</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>{field}: unknown panel {panel} (the panels are {known})</source>
        <translation>{field}: panel desconocido {panel} (los paneles son {known})</translation>
    </message>
</context>
<context>
    <name>Terms</name>
    <message>
        <location filename="../../app/present/terms.py" line="+18"/>
        <source>Pre-flop</source>
        <translation>Pre-flop</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Flop</source>
        <translation>Flop</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Turn</source>
        <translation>Turn</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>River</source>
        <translation>River</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seventh street</source>
        <translation>Séptima calle</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Showdown</source>
        <translation>Showdown</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Complete</source>
        <translation>Terminada</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>buy-in</source>
        <translation>entrada</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>rebuy</source>
        <translation>recompra</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>add-on</source>
        <translation>add-on</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>re-entry</source>
        <translation>reentrada</translation>
    </message>
    <message>
        <location filename="../../app/engine/pots.py" line="-159"/>
        <source>Main pot</source>
        <translation>Bote principal</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Side pot {number}</source>
        <translation>Bote paralelo {number}</translation>
    </message>
    <message>
        <location filename="../../app/present/terms.py" line="+49"/>
        <source>Deal</source>
        <translation>Trato</translation>
    </message>
    <message>
        <location filename="../../app/engine/prizes.py" line="+164"/>
        <source>{n}th</source>
        <translation>{n}.º</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{n}st</source>
        <translation>{n}.º</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{n}nd</source>
        <translation>{n}.º</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{n}rd</source>
        <translation>{n}.º</translation>
    </message>
    <message>
        <location line="-32"/>
        <location filename="../../app/present/terms.py" line="+11"/>
        <source>tied {first}–{last}</source>
        <translation>empatado {first}–{last}</translation>
    </message>
</context>
<context>
    <name>Tournament</name>
    <message>
        <location filename="../../app/engine/tournament.py" line="+194"/>
        <source>This tournament was already created</source>
        <translation>Este torneo ya estaba creado</translation>
    </message>
    <message>
        <location filename="../../app/engine/tournament_tables.py" line="+61"/>
        <source>Enter the player&apos;s name; it cannot be empty</source>
        <translation>Escribe el nombre del jugador; no puede quedar vacío</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Names are at most 40 characters; this one has {count}</source>
        <translation>Los nombres tienen como máximo 40 caracteres; este tiene {count}</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>{name} is already registered; add an initial to tell them apart</source>
        <translation>{name} ya está inscrito; añade una inicial para distinguirlos</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Player number {number} is already registered</source>
        <translation>El jugador número {number} ya está inscrito</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Player numbers start at 1</source>
        <translation>Los números de jugador empiezan en 1</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Table {table} is already in play</source>
        <translation>La mesa {table} ya está en juego</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Table numbers start at 1</source>
        <translation>Los números de mesa empiezan en 1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A table has 2 to 10 seats, not {count}</source>
        <translation>Una mesa tiene de 2 a 10 asientos, no {count}</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Finish or void the hand at table {table} first</source>
        <translation>Termina o anula antes la mano de la mesa {table}</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Table {table} still has {count} players; move them first</source>
        <translation>La mesa {table} aún tiene {count} jugadores; cámbialos de mesa primero</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{name} is out of the tournament</source>
        <translation>{name} está eliminado del torneo</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Table {table} has seats 1 to {last}, not {seat}</source>
        <translation>La mesa {table} tiene los asientos del 1 al {last}, no el {seat}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Seat {seat} at table {table} is taken by {name}</source>
        <translation>El asiento {seat} de la mesa {table} lo ocupa {name}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{name} is in the hand at table {table}; move them after it</source>
        <translation>{name} está jugando la mano en la mesa {table}; cámbialo cuando termine</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Every player already has a seat</source>
        <translation>Todos los jugadores tienen ya asiento</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Open a table before drawing seats</source>
        <translation>Abre una mesa antes de sortear los asientos</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{count} players need seats but only {free} are free; open a table</source>
        <translation>{count} jugadores necesitan asiento pero solo hay {free} libres; abre una mesa</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>Table {table} has dealt its first hand: the button moves by the rules</source>
        <translation>La mesa {table} ya repartió su primera mano: el botón se mueve según las reglas</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Seat {seat} at table {table} has no player for the button</source>
        <translation>El asiento {seat} de la mesa {table} no tiene jugador para el botón</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{name} (seat {seat}) has no card in the draw</source>
        <translation>{name} (asiento {seat}) no tiene carta en el sorteo</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Seat {seat} at table {table} has no player to draw</source>
        <translation>El asiento {seat} de la mesa {table} no tiene jugador que saque carta</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The high card is {name}&apos;s, in seat {seat}</source>
        <translation>La carta más alta es la de {name}, en el asiento {seat}</translation>
    </message>
    <message>
        <location filename="../../app/engine/tournament_hands.py" line="+36"/>
        <location filename="../../app/engine/tournament_tables.py" line="-32"/>
        <source>Table {table} is untracked; hands are not recorded there</source>
        <translation>La mesa {table} no tiene seguimiento; allí no se anotan las manos</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Hand {number} is still in progress at table {table}</source>
        <translation>La mano {number} sigue en juego en la mesa {table}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The next hand is number {next}, not {number}</source>
        <translation>La siguiente mano es la {next}, no la {number}</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Seat {seat} is not held by the player dealt in</source>
        <translation>El asiento {seat} no lo ocupa el jugador al que se repartió</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{name} has {stack} chips, not {dealt}</source>
        <translation>{name} tiene {stack} fichas, no {dealt}</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>No hand is in progress at table {table}; deal one first</source>
        <translation>No hay ninguna mano en juego en la mesa {table}; reparte una primero</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Hand {number} is not the hand at table {table} (hand {live} is)</source>
        <translation>La mano {number} no es la de la mesa {table} (es la mano {live})</translation>
    </message>
    <message>
        <location line="+108"/>
        <source>Hand {number} is already void</source>
        <translation>La mano {number} ya está anulada</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>The correction does not match how hand {number} was dealt</source>
        <translation>La corrección no coincide con cómo se repartió la mano {number}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The corrected hand {number} does not reach its end</source>
        <translation>La mano {number} corregida no llega a su final</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>{name} is in a hand now; correct hand {number} after it</source>
        <translation>{name} está jugando una mano ahora; corrige la mano {number} cuando termine</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Correcting hand {number} would take {amount} from {name}, who has only {stack} now</source>
        <translation>Corregir la mano {number} le quitaría {amount} a {name}, que ahora solo tiene {stack}</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>{name} busted in hand {number}; correct that hand first</source>
        <translation>{name} quedó eliminado en la mano {number}; corrige antes esa mano</translation>
    </message>
    <message>
        <location filename="../../app/engine/tournament.py" line="+15"/>
        <source>{name} has no seat</source>
        <translation>{name} no tiene asiento</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Table {table} is tracked: busts there come from the recorded hands</source>
        <translation>La mesa {table} tiene seguimiento: allí las eliminaciones salen de las manos anotadas</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>{name} is already out</source>
        <translation>{name} ya está eliminado</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Say who won {name}&apos;s chips</source>
        <translation>Indica quién ganó las fichas de {name}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{name} is not playing at table {table}</source>
        <translation>{name} no juega en la mesa {table}</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Table {table} is tracked: its stacks come from the hands</source>
        <translation>La mesa {table} tiene seguimiento: sus stacks salen de las manos</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Enter a count for each of the {count} players at the table</source>
        <translation>Anota un recuento para cada uno de los {count} jugadores de la mesa</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A chip count cannot be negative</source>
        <translation>Un recuento de fichas no puede ser negativo</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The counts add up to {counted} but the table has {in_play} in play; count again</source>
        <translation>Los recuentos suman {counted} pero la mesa tiene {in_play} en juego; cuenta de nuevo</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>{name} is counted out, but whose bounty? Record the bust with who won {name}&apos;s chips, then count the others</source>
        <translation>{name} se queda sin fichas en el recuento, pero ¿para quién es su recompensa? Anota la eliminación con quién ganó las fichas de {name} y luego cuenta a los demás</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Color up between hands, when no hand is in progress</source>
        <translation>Cambia las fichas entre manos, cuando no haya ninguna mano en juego</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{chip} chips cannot be colored up in this chip set</source>
        <translation>Las fichas de {chip} no se pueden cambiar (color-up) en este juego de fichas</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Nobody is raced out of a tournament ({name})</source>
        <translation>Nadie queda eliminado por una carrera de fichas ({name})</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{name}&apos;s stack would change by {change}; a chip race leaves whole {chip} chips and changes a stack by less than one of them</source>
        <translation>El stack de {name} cambiaría en {change}; una carrera de fichas deja fichas de {chip} enteras y cambia un stack en menos de una de ellas</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>A deal gives a share to each of the {count} players still in, and to nobody else</source>
        <translation>Un trato da una parte a cada uno de los {count} jugadores que siguen en juego, y a nadie más</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A deal gives a stack to each of the {count} players still in, and to nobody else</source>
        <translation>Un trato da un stack a cada uno de los {count} jugadores que siguen en juego, y a nadie más</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>The tournament is over; there is nothing left to deal</source>
        <translation>El torneo ha terminado; no queda nada que repartir</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Make the deal between hands, when no hand is in progress</source>
        <translation>Haz el trato entre manos, cuando no haya ninguna mano en juego</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>No prize is left to win, so there is nothing to deal</source>
        <translation>No queda ningún premio por ganar, así que no hay nada que repartir</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Money kept to play for is won by playing on; keep nothing to end the tournament with the deal</source>
        <translation>El dinero reservado se gana jugando; no reserves nada para terminar el torneo con el trato</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>The tournament ended with the deal; undo the deal to play on</source>
        <translation>El torneo terminó con el trato; deshaz el trato para seguir jugando</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A deal was made: the prize pool is settled, so nobody can buy in now. Undo the deal first</source>
        <translation>Se hizo un trato: el bote de premios está cerrado y ya nadie puede pagar una entrada. Deshaz antes el trato</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Hand {number} was played before the deal, which was made on the stacks it left; undo the deal first</source>
        <translation>La mano {number} se jugó antes del trato, que se hizo con los stacks que dejó; deshaz antes el trato</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>A deal was made on these prizes; undo the deal before changing them</source>
        <translation>Se hizo un trato sobre estos premios; deshaz el trato antes de cambiarlos</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>There is nothing to undo</source>
        <translation>No hay nada que deshacer</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>A tournament starts with its setup</source>
        <translation>Un torneo empieza por su configuración</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Event {number} ({kind}): {problem}</source>
        <translation>Evento {number} ({kind}): {problem}</translation>
    </message>
    <message>
        <location filename="../../app/engine/cashier.py" line="-132"/>
        <location filename="../../app/engine/tournament_state.py" line="+189"/>
        <source>There is no player number {number}</source>
        <translation>No hay ningún jugador número {number}</translation>
    </message>
    <message>
        <location filename="../../app/engine/tournament_state.py" line="+15"/>
        <source>Table {table} is not in play</source>
        <translation>La mesa {table} no está en juego</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Hand {number} is still being played</source>
        <translation>La mano {number} todavía se está jugando</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>There is no hand {number}</source>
        <translation>No hay ninguna mano {number}</translation>
    </message>
    <message>
        <location filename="../../app/engine/button_draw.py" line="+39"/>
        <source>A draw for the button needs a card from each player</source>
        <translation>El sorteo del botón necesita una carta de cada jugador</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Each seat draws one card for the button</source>
        <translation>Cada asiento saca una sola carta para el botón</translation>
    </message>
</context>
<context>
    <name>TournamentFile</name>
    <message>
        <location filename="../../app/store/tournament_file.py" line="-314"/>
        <source>{damage}. The tournament was rebuilt from its recorded events; the file is read-only, so it was left as it was.</source>
        <translation>{damage}. El torneo se ha reconstruido a partir de los eventos anotados; el archivo es de solo lectura, así que se ha dejado como estaba.</translation>
    </message>
    <message>
        <location line="+86"/>
        <source>There is no finished hand {number}</source>
        <translation>No hay ninguna mano {number} terminada</translation>
    </message>
    <message>
        <location filename="../../app/store/hand_history.py" line="+224"/>
        <location filename="../../app/store/tournament_file.py" line="+118"/>
        <source>There is nothing to undo</source>
        <translation>No hay nada que deshacer</translation>
    </message>
    <message>
        <location filename="../../app/store/tournament_file.py" line="+41"/>
        <source>{damage}; the tournament was rebuilt from its events ({reason})</source>
        <translation>{damage}; el torneo se ha reconstruido a partir de sus eventos ({reason})</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{damage}. The tournament was rebuilt from its recorded events; the file as it was is kept as {copy}.</source>
        <translation>{damage}. El torneo se ha reconstruido a partir de los eventos anotados; el archivo tal como estaba se guarda como {copy}.</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>The action was recorded, but the snapshot that speeds up opening could not be written ({reason}); Feltboard tries again after the next hand.</source>
        <translation>La acción se ha anotado, pero no se ha podido escribir la instantánea que acelera la apertura ({reason}); Feltboard lo vuelve a intentar tras la próxima mano.</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>{file} is damaged: it holds an event the rules refuse ({reason}). The file was not modified.</source>
        <translation>{file} está dañado: contiene un evento que las reglas rechazan ({reason}). No se ha modificado el archivo.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{file} is damaged: {reason}. The file was not modified.</source>
        <translation>{file} está dañado: {reason}. No se ha modificado el archivo.</translation>
    </message>
</context>
<context>
    <name>ViewModel</name>
    <message>
        <location filename="../../app/present/view_model.py" line="+152"/>
        <source>Table {table} · {street}</source>
        <translation>Mesa {table} · {street}</translation>
    </message>
    <message>
        <location line="+100"/>
        <source>no ante</source>
        <translation>sin ante</translation>
    </message>
    <message>
        <location line="-76"/>
        <location line="+183"/>
        <source>BREAK</source>
        <translation>DESCANSO</translation>
    </message>
    <message>
        <location line="-182"/>
        <source>LEVEL {number}</source>
        <translation>NIVEL {number}</translation>
    </message>
    <message>
        <location line="+116"/>
        <source>LEVEL {number} AFTER THE BREAK</source>
        <translation>NIVEL {number} TRAS EL DESCANSO</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>BETS</source>
        <translation>APUESTAS</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>BLINDS</source>
        <translation>CIEGAS</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Prizes are set once two players have entered</source>
        <translation>Los premios se fijan cuando se han inscrito dos jugadores</translation>
    </message>
    <message>
        <location filename="../../app/present/terms.py" line="+13"/>
        <source>No entries yet</source>
        <translation>Aún no hay entradas</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>1 entry</source>
        <translation>1 entrada</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{count} entries</source>
        <translation>{count} entradas</translation>
    </message>
    <message>
        <location filename="../../app/present/view_model.py" line="+33"/>
        <source>PAUSED</source>
        <translation>EN PAUSA</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>STARTING SOON</source>
        <translation>EMPIEZA PRONTO</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>FINISHED</source>
        <translation>TERMINADO</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>HEADS-UP</source>
        <translation>MANO A MANO</translation>
    </message>
    <message>
        <location line="+78"/>
        <source>All even</source>
        <translation>Igualados</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{count} tied</source>
        <translation>{count} empatados</translation>
    </message>
</context>
<context>
    <name>Voice</name>
    <message>
        <location filename="../../app/display/voice.py" line="+70"/>
        <location line="+25"/>
        <source>Level change</source>
        <translation>Cambio de nivel</translation>
    </message>
    <message>
        <location line="-24"/>
        <source>Break</source>
        <translation>Descanso</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One minute left</source>
        <translation>Queda un minuto</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Player out</source>
        <translation>Jugador eliminado</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>No sound</source>
        <translation>Sin sonido</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>One minute</source>
        <translation>Un minuto</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bell</source>
        <translation>Campana</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Triple beep</source>
        <translation>Triple pitido</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>The sound for {cue} is one of {sounds}, not {name}</source>
        <translation>El sonido para {cue} es uno de estos: {sounds}; no {name}</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>Level {number}. Blinds {small}, {big}.</source>
        <translation>Nivel {number}. Ciegas {small}, {big}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Big blind ante {ante}.</source>
        <translation>Ante de ciega grande {ante}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ante {ante}.</source>
        <translation>Ante {ante}.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>{count} seconds</source>
        <translation>{count} segundos</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>1 minute</source>
        <translation>1 minuto</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{count} minutes</source>
        <translation>{count} minutos</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Break: {duration}.</source>
        <translation>Descanso: {duration}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Colour up the {chip} chips.</source>
        <translation>Se retiran las fichas de {chip}.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>One minute left in the break.</source>
        <translation>Queda un minuto de descanso.</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+260"/>
        <source>One minute left in level {number}.</source>
        <translation>Queda un minuto del nivel {number}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hugo finishes 9th.</source>
        <translation>Hugo termina 9.º.</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Sounds and voice</source>
        <translation>Sonidos y voz</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Speak the announcements (where this computer has a voice)</source>
        <translation>Leer en voz alta los avisos (si este ordenador tiene voz)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>This computer has a voice.</source>
        <translation>Este ordenador tiene voz.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This computer has no voice installed: the chimes below play instead.</source>
        <translation>Este ordenador no tiene ninguna voz instalada: en su lugar suenan los avisos de abajo.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Test</source>
        <translation>Probar</translation>
    </message>
</context>
<context>
    <name>WebPages</name>
    <message>
        <location filename="../../app/present/web_words.py" line="+33"/>
        <source>Reconnecting to the host…</source>
        <translation>Reconectando con el anfitrión…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Waiting for the host…</source>
        <translation>Esperando al anfitrión…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} wins</source>
        <translation>Gana {name}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Finished</source>
        <translation>Terminado</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Starting soon</source>
        <translation>Empieza pronto</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Paused</source>
        <translation>En pausa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Break</source>
        <translation>Descanso</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Heads-up</source>
        <translation>Mano a mano</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Level {level}</source>
        <translation>Nivel {level}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No ante</source>
        <translation>Sin ante</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Table {table} · {street}</source>
        <translation>Mesa {table} · {street}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pot</source>
        <translation>Bote</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Last level</source>
        <translation>Último nivel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Prizes are set once two players have entered</source>
        <translation>Los premios se fijan cuando se han inscrito dos jugadores</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Payouts</source>
        <translation>Premios</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} · Feltboard</source>
        <translation>{name} · Feltboard</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Players: clock, your seat, results</source>
        <translation>Jugadores: reloj, tu asiento, resultados</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>TV: the tournament clock for a screen</source>
        <translation>Tele: el reloj del torneo para una pantalla</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Feltboard · TV</source>
        <translation>Feltboard · Tele</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Blinds</source>
        <translation>Ciegas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bets</source>
        <translation>Apuestas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Level {level} after the break</source>
        <translation>Nivel {level} tras el descanso</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Next level</source>
        <translation>Siguiente nivel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Next break</source>
        <translation>Próximo descanso</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Players</source>
        <translation>Jugadores</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Average stack</source>
        <translation>Stack medio</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Prize pool</source>
        <translation>Bote de premios</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pots</source>
        <translation>Botes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No hand in progress</source>
        <translation>Ninguna mano en juego</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Winner</source>
        <translation>Ganador</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Wins</source>
        <translation>Gana</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Feltboard · Players</source>
        <translation>Feltboard · Jugadores</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Next:</source>
        <translation>Siguiente:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Find my seat</source>
        <translation>Buscar mi asiento</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Type your name</source>
        <translation>Escribe tu nombre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>As it happens</source>
        <translation>En directo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Busts, seats and table moves show here.</source>
        <translation>Aquí salen las eliminaciones, los asientos y los cambios de mesa.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Results</source>
        <translation>Resultados</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Finished {place} — {prize}</source>
        <translation>Terminó {place} — {prize}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Finished {place}</source>
        <translation>Terminó {place}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Waiting for a seat</source>
        <translation>Esperando asiento</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Table {table}, seat {seat}</source>
        <translation>Mesa {table}, asiento {seat}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show the list ({count})</source>
        <translation>Ver la lista ({count})</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{chips} chips</source>
        <translation>{chips} fichas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nobody called “{name}” has entered</source>
        <translation>Nadie llamado «{name}» se ha inscrito</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{left} of {entries} left</source>
        <translation>Quedan {left} de {entries}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>1st</source>
        <translation>1.º</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nobody is out yet.</source>
        <translation>Aún no hay eliminados.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Feltboard · Dealer pad</source>
        <translation>Feltboard · Tableta del crupier</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Table</source>
        <translation>Mesa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pair this device</source>
        <translation>Vincula este aparato</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Type the 6-digit PIN the host gives for this table (the console shows it in Tournament › Dealer pads; feltboard serve prints it), or scan its QR code.</source>
        <translation>Escribe el PIN de 6 cifras que el anfitrión da para esta mesa (la consola lo muestra en Torneo › Tabletas del crupier; feltboard serve lo escribe), o escanea su código QR.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>PIN</source>
        <translation>PIN</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This device</source>
        <translation>Este aparato</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Anna&apos;s phone</source>
        <translation>Móvil de Ana</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pair with the table</source>
        <translation>Vincular con la mesa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pair this device with table {table}</source>
        <translation>Vincula este aparato con la mesa {table}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Connecting to the host…</source>
        <translation>Conectando con el anfitrión…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The host unpaired this pad.</source>
        <translation>El anfitrión desvinculó esta tableta.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Paired: {device}</source>
        <translation>Vinculada: {device}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tablet</source>
        <translation>Tableta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Phone</source>
        <translation>Móvil</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dealer pad</source>
        <translation>Tableta del crupier</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The PIN is 6 digits: the host&apos;s screen shows it next to this table.</source>
        <translation>El PIN tiene 6 cifras: la pantalla del anfitrión lo muestra junto a esta mesa.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Not connected to the host yet: wait for the connection, then try again.</source>
        <translation>Aún sin conexión con el anfitrión: espera a que conecte y vuelve a intentarlo.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No table</source>
        <translation>Sin mesa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This address names no table: open /table/1, /table/2…</source>
        <translation>Esta dirección no indica ninguna mesa: abre /table/1, /table/2…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Table {table}</source>
        <translation>Mesa {table}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Table {table} · Feltboard pad</source>
        <translation>Mesa {table} · tableta Feltboard</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Board</source>
        <translation>Comunitarias</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In bets</source>
        <translation>En apuestas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>D</source>
        <translation>D</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>SB</source>
        <translation>CP</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>BB</source>
        <translation>CG</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>folded</source>
        <translation>retirado</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>bet {amount}</source>
        <translation>apuesta {amount}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>won {amount}</source>
        <translation>gana {amount}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ALL-IN</source>
        <translation>ALL-IN</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seat {seat}: {player} to act · {behind} behind</source>
        <translation>Asiento {seat}: habla {player} · le quedan {behind}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fold</source>
        <translation>Tirar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{player} folds</source>
        <translation>{player} se retira</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Check</source>
        <translation>Pasar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{player} checks</source>
        <translation>{player} pasa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{player} calls {amount}</source>
        <translation>{player} iguala {amount}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>All-in {amount}</source>
        <translation>All-in {amount}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tap again: {player} all-in {amount}</source>
        <translation>Toca otra vez: {player} all-in {amount}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{player} all-in {amount}</source>
        <translation>{player} all-in {amount}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{verb}: amount in chips</source>
        <translation>{verb}: cantidad en fichas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{verb} {amount}</source>
        <translation>{verb} {amount}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Min</source>
        <translation>Mín.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>½ Pot</source>
        <translation>½ bote</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>From {low} to {high}; all-in is {all_in}</source>
        <translation>De {low} a {high}; el all-in es {all_in}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&apos;{typed}&apos; is not a number of chips; use digits only</source>
        <translation>«{typed}» no es una cantidad de fichas; usa solo cifras</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Type an amount in chips, e.g. {example}</source>
        <translation>Escribe una cantidad en fichas, p. ej. {example}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{player}: {verb} {amount}</source>
        <translation>{player}: {verb} {amount}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cards of the {street}</source>
        <translation>Cartas del {street}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deal the {street}</source>
        <translation>Repartir el {street}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deal the {street}: {cards}</source>
        <translation>Repartir el {street}: {cards}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deal the {street} without cards</source>
        <translation>Repartir el {street} sin cartas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deal without cards</source>
        <translation>Repartir sin cartas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>spades</source>
        <translation>picas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>hearts</source>
        <translation>corazones</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>diamonds</source>
        <translation>diamantes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>clubs</source>
        <translation>tréboles</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remove the last card</source>
        <translation>Quitar la última carta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Showdown: show or muck this hand</source>
        <translation>Showdown: muestra o no muestra esta mano</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Showdown: {count} hands to show or muck</source>
        <translation>Showdown: {count} manos por mostrar o no mostrar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{player}&apos;s cards</source>
        <translation>Cartas de {player}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{player} shows {cards}</source>
        <translation>{player} muestra {cards}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Muck</source>
        <translation>No mostrar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{player} mucks</source>
        <translation>{player} no muestra sus cartas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seat {seat}: {player}</source>
        <translation>Asiento {seat}: {player}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show</source>
        <translation>Mostrar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{pot} {amount}: who wins it?</source>
        <translation>{pot} {amount}: ¿quién lo gana?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Award the {pot}</source>
        <translation>Adjudicar el {pot}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{pot} to {names}</source>
        <translation>{pot} para {names}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>High half to</source>
        <translation>Mitad alta para</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Low half to</source>
        <translation>Mitad baja para</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No low</source>
        <translation>Sin baja</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{pot}: high half to {high}, low half to {low}</source>
        <translation>{pot}: mitad alta para {high}, mitad baja para {low}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{pot} to {names}, no low</source>
        <translation>{pot} para {names}, sin baja</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{names} and {last}</source>
        <translation>{names} y {last}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hand {hand} result</source>
        <translation>Resultado de la mano {hand}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Next hand</source>
        <translation>Siguiente mano</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deal hand {hand}</source>
        <translation>Repartir la mano {hand}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The host&apos;s file is open read-only: nothing can be recorded.</source>
        <translation>El archivo del anfitrión está abierto en solo lectura: no se puede anotar nada.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{what}: recorded</source>
        <translation>{what}: anotado</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{what}: waiting for the host…</source>
        <translation>{what}: esperando al anfitrión…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{what}: will be sent when the host is back…</source>
        <translation>{what}: se enviará cuando vuelva el anfitrión…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Connecting to the host… {what} will be sent then.</source>
        <translation>Conectando con el anfitrión… {what} se enviará entonces.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sending</source>
        <translation>Enviando</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Recorded</source>
        <translation>Anotado</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Not recorded</source>
        <translation>No anotado</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Undo last step</source>
        <translation>Deshacer el último paso</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tap again to undo the last step</source>
        <translation>Toca otra vez para deshacer el último paso</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tap again to undo: {step}</source>
        <translation>Toca otra vez para deshacer: {step}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Undo the last step</source>
        <translation>Deshacer el último paso</translation>
    </message>
</context>
</TS>
