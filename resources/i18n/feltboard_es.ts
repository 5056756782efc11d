<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es_ES">
<context>
    <name>ActionBar</name>
    <message>
        <location filename="../../app/ui/action_bar.py" line="+108"/>
        <source>e.g. As Kd</source>
        <extracomment>Hands to show sit in this many columns, so nine fit in three lines at 1280x720. The widest a player&apos;s name may be beside a hand to show (longer names are cut, whole in the tooltip): three rows must fit side by side in the console&apos;s width.</extracomment>
        <translation>p. ej. As Kd</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show</source>
        <translation>Mostrar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Muck</source>
        <translation>No mostrar</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>{name} (seat {seat})</source>
        <translation>{name} (asiento {seat})</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Cards shown by {name} (seat {seat})</source>
        <translation>Cartas mostradas por {name} (asiento {seat})</translation>
    </message>
    <message>
        <location line="+125"/>
        <source>Award</source>
        <extracomment>The height it may shrink to: about two lines of controls.</extracomment>
        <translation>Adjudicar</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>{pot} {amount}:</source>
        <translation>{pot} {amount}:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Choose who wins the {pot}, then Award</source>
        <translation>Elige quién gana el {pot} y pulsa Adjudicar</translation>
    </message>
    <message>
        <location line="+95"/>
        <source>Fold  [F]</source>
        <extracomment>Where the keyboard goes after each recorded action (the window sets the felt).</extracomment>
        <translation>Tirar  [F]</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+179"/>
        <source>Check  [C]</source>
        <translation>Pasar  [C]</translation>
    </message>
    <message>
        <location line="-176"/>
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
        <location line="+193"/>
        <source>Pot</source>
        <translation>Bote</translation>
    </message>
    <message>
        <location line="-190"/>
        <source>All-in  [A]</source>
        <translation>All-in  [A]</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+155"/>
        <source>Call {amount}  [C]</source>
        <translation>Ver {amount}  [C]</translation>
    </message>
    <message>
        <location line="-153"/>
        <location line="+169"/>
        <source>Raise to  [R]</source>
        <translation>Subir a  [R]</translation>
    </message>
    <message>
        <location line="-168"/>
        <location line="+179"/>
        <source>Pot (max)</source>
        <translation>Bote (máx.)</translation>
    </message>
    <message>
        <location line="-176"/>
        <location line="+182"/>
        <source>All-in {amount}  [A]</source>
        <translation>All-in {amount}  [A]</translation>
    </message>
    <message>
        <location line="-169"/>
        <source>type the cards, e.g. Ah Kd 7c, then Enter</source>
        <translation>escribe las cartas, p. ej. Ah Kd 7c, y pulsa Intro</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Deal  [D]</source>
        <translation>Repartir  [D]</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Deal without cards</source>
        <translation>Repartir sin cartas</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Next Hand  [N]</source>
        <translation>Siguiente mano  [N]</translation>
    </message>
    <message>
        <location line="+102"/>
        <source>Seat {seat}: {name} to act · {behind} behind</source>
        <translation>Asiento {seat}: habla {name} · le quedan {behind}</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Complete to {amount}  [R]</source>
        <translation>Completar a {amount}  [R]</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Bet  [R]</source>
        <translation>Apostar  [R]</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>From {low} to {high}; all-in is {all_in}</source>
        <translation>De {low} a {high}; el all-in es {all_in}</translation>
    </message>
    <message>
        <location line="+110"/>
        <source>This table is closed.</source>
        <translation>Esta mesa está cerrada.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Hand {number} result:</source>
        <translation>Resultado de la mano {number}:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ready to deal.</source>
        <translation>Listo para repartir.</translation>
    </message>
    <message>
        <location line="+102"/>
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
    <name>Announcements</name>
    <message>
        <location filename="../../app/session/announcements.py" line="+207"/>
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
        <location line="+48"/>
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
    <name>ChipCounts</name>
    <message>
        <location filename="../../app/ui/chip_counts.py" line="+55"/>
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
        <location line="+8"/>
        <source>Nothing recorded: {problem}</source>
        <translation>No se ha anotado nada: {problem}</translation>
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
</context>
<context>
    <name>ConsoleKeys</name>
    <message>
        <location filename="../../app/session/console_keys.py" line="+82"/>
        <source>N deals the first hand</source>
        <extracomment>What each command means in each mode; a command missing from a mode is disabled there. The line shown under the dealer&apos;s controls in each mode (English: the console shows ``translate(&quot;ConsoleKeys&quot;, HINTS[mode])``).</extracomment>
        <translation>N reparte la primera mano</translation>
    </message>
    <message>
        <location line="+1"/>
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
        <location line="+64"/>
        <source>Deal the flop (3 cards)</source>
        <translation>Repartir el flop (3 cartas)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deal the {street} (1 card)</source>
        <translation>Repartir el {street} (1 carta)</translation>
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
        <location line="+4"/>
        <source>ICM</source>
        <translation>ICM</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chip chop</source>
        <translation>Reparto por fichas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Agreed amounts</source>
        <translation>Cantidades pactadas</translation>
    </message>
    <message>
        <location line="+37"/>
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
    <name>Display</name>
    <message>
        <location filename="../../app/display/window.py" line="+408"/>
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
        <location line="+14"/>
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
        <source>  ({number} of {count})</source>
        <translation>  ({number} de {count})</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>TABLE {table} · HAND {hand}</source>
        <translation>MESA {table} · MANO {hand}</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>POT</source>
        <translation>BOTE</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>BETS {amount}</source>
        <translation>APUESTAS {amount}</translation>
    </message>
    <message>
        <location line="+24"/>
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
        <location line="+20"/>
        <source>and {count} more</source>
        <translation>y {count} más</translation>
    </message>
    <message>
        <location line="+356"/>
        <source>{name} — audience display</source>
        <translation>{name} — pantalla de sala</translation>
    </message>
    <message>
        <location line="+136"/>
        <source>Full screen</source>
        <translation>Pantalla completa</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Mute alert sounds</source>
        <translation>Silenciar los avisos</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Alert volume</source>
        <translation>Volumen de los avisos</translation>
    </message>
</context>
<context>
    <name>ExportReport</name>
    <message>
        <location filename="../../app/ui/export_report.py" line="+23"/>
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
        <location line="+15"/>
        <source>Hand {number}: {reason}</source>
        <translation>Mano {number}: {reason}</translation>
    </message>
    <message>
        <location line="+12"/>
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
    <name>History</name>
    <message>
        <location filename="../../app/session/history.py" line="+70"/>
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
        <location line="+54"/>
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
        <location filename="../../app/ui/reaward.py" line="+152"/>
        <source>Re-award hand {number}</source>
        <translation>Reasignar la mano {number}</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../../app/ui/chip_counts.py" line="-4"/>
        <source>Chip counts at table {table}</source>
        <translation>Recuento de fichas en la mesa {table}</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../../app/ui/color_up.py" line="+44"/>
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
        <location line="+8"/>
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
        <location line="+12"/>
        <source>{what} (seat {seat})</source>
        <translation>{what} (asiento {seat})</translation>
    </message>
    <message>
        <location line="+7"/>
        <location filename="../../app/ui/payout_editor.py" line="+756"/>
        <source>Change the payouts</source>
        <translation>Cambiar los premios</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../../app/ui/structure_editor.py" line="+290"/>
        <source>Change the blind structure</source>
        <translation>Cambiar la estructura de ciegas</translation>
    </message>
    <message>
        <location line="+2"/>
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
    <name>Launcher</name>
    <message>
        <location filename="../../app/launcher.py" line="+43"/>
        <source>Feltboard tournaments (*.feltboard)</source>
        <translation>Torneos de Feltboard (*.feltboard)</translation>
    </message>
    <message>
        <location line="+319"/>
        <location line="+5"/>
        <source>Add to league</source>
        <translation>Añadir a la liga</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>The results were not added: {error}</source>
        <translation>No se añadieron los resultados: {error}</translation>
    </message>
    <message>
        <location line="+16"/>
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
        <location line="+41"/>
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
        <location line="+157"/>
        <source>your tournament</source>
        <translation>tu torneo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the tournament</source>
        <translation>el torneo</translation>
    </message>
</context>
<context>
    <name>League</name>
    <message>
        <location filename="../../app/ui/league_window.py" line="+58"/>
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
        <location line="+49"/>
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
        <location line="+30"/>
        <source>Season {season}: figures from {hands} hands dealt, as the hand-tracking tools count them (README, Player statistics).</source>
        <translation>Temporada {season}: estadísticas de {hands} manos repartidas, contadas como las cuentan los programas de seguimiento (véase el README).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Season {season} has no recorded hands yet.</source>
        <translation>La temporada {season} aún no tiene manos anotadas.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>&amp;Add tonight&apos;s tournament to the league</source>
        <translation>Añadir el torneo de esta noche a la &amp;liga</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>No tournament is open.</source>
        <translation>No hay ningún torneo abierto.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{tournament}: {hands} hands recorded</source>
        <translation>{tournament}: {hands} manos anotadas</translation>
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
    <name>Live</name>
    <message>
        <location filename="../../app/session/live.py" line="+397"/>
        <source>Hand void: every chip went back where it was.</source>
        <translation>Mano anulada: todas las fichas han vuelto a su sitio.</translation>
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
        <location line="+43"/>
        <source>Audience display look</source>
        <translation>Aspecto de la pantalla de sala</translation>
    </message>
    <message>
        <location line="+7"/>
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
        <location filename="../../app/ui/main_window.py" line="+82"/>
        <source>PHH (open hand history format)</source>
        <translation>PHH (formato abierto de historiales de manos)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>PokerStars text (tracking tools)</source>
        <translation>Texto PokerStars (programas de seguimiento)</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>Hand log</source>
        <translation>Registro</translation>
    </message>
    <message>
        <location line="+1"/>
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
        <location line="+42"/>
        <source>Table:</source>
        <translation>Mesa:</translation>
    </message>
    <message>
        <location line="+24"/>
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
        <location line="+6"/>
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
        <location line="+5"/>
        <source>&amp;Misdeal: void this hand</source>
        <translation>Reparto &amp;erróneo: anular esta mano</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Back to the &amp;live table</source>
        <translation>&amp;Volver a la mesa en juego</translation>
    </message>
    <message>
        <location line="+59"/>
        <source>&amp;Undo {action}</source>
        <translation>&amp;Deshacer {action}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Redo {action}</source>
        <translation>&amp;Rehacer {action}</translation>
    </message>
    <message>
        <location line="+100"/>
        <source>No all-in now: F, C or R</source>
        <translation>Ahora no hay all-in: F, C o R</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>All-in for {name}, {amount}? Press A again; any other key cancels</source>
        <translation>¿All-in de {name} por {amount}? Pulsa A otra vez; cualquier otra tecla cancela</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>No hand is in progress at table {table}</source>
        <translation>No hay ninguna mano en juego en la mesa {table}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Misdeal: void hand {hand}</source>
        <translation>Reparto erróneo: anular la mano {hand}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Hand {hand} voided: every chip went back. Ctrl+Z undoes it.</source>
        <translation>Mano {hand} anulada: todas las fichas han vuelto. Ctrl+Z lo deshace.</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Share on the &amp;network…</source>
        <translation>Compartir en la &amp;red…</translation>
    </message>
    <message>
        <location line="+6"/>
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
        <location line="+5"/>
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
        <location line="+22"/>
        <source>{break_} — Tournament &gt; Color up chips… runs the chip race</source>
        <translation>{break_} — Torneo &gt; Cambiar fichas (color-up)… hace la carrera de fichas</translation>
    </message>
    <message>
        <location line="+7"/>
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
        <location line="+9"/>
        <source>Open &amp;recent</source>
        <translation>Abrir &amp;reciente</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Quit</source>
        <translation>&amp;Salir</translation>
    </message>
    <message>
        <location line="+10"/>
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
        <location line="+14"/>
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
        <location line="+33"/>
        <location line="+29"/>
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
        <location line="+49"/>
        <source>Hand {number}</source>
        <translation>Mano {number}</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>hand {number}</source>
        <translation>la mano {number}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{count} hands</source>
        <translation>{count} manos</translation>
    </message>
</context>
<context>
    <name>Models</name>
    <message>
        <location filename="../../app/session/models.py" line="+194"/>
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
    <name>Narration</name>
    <message>
        <location filename="../../app/session/narration.py" line="+46"/>
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
        <location line="+14"/>
        <source>{street}: {cards}</source>
        <translation>{street}: {cards}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{street} dealt</source>
        <translation>{street} repartido</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{pot} awarded to {names}</source>
        <translation>{pot} para {names}</translation>
    </message>
    <message>
        <location line="+5"/>
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
        <location line="+4"/>
        <source>{name} bets {amount}</source>
        <translation>{name} apuesta {amount}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{name} completes to {amount}</source>
        <translation>{name} completa a {amount}</translation>
    </message>
    <message>
        <location line="+2"/>
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
        <location line="+55"/>
        <source>Return {amount} uncalled to {name}</source>
        <translation>Devolver {amount} no igualados a {name}</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{pot}: {amount} to {name}</source>
        <translation>{pot}: {amount} para {name}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{amount} to {name}</source>
        <translation>{amount} para {name}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{pot}: {amount} split, {parts}</source>
        <translation>{pot}: {amount} repartido, {parts}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source> (odd chips from the dealer&apos;s left)</source>
        <translation> (las fichas sobrantes, desde la izquierda del repartidor)</translation>
    </message>
    <message>
        <location line="+28"/>
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
        <location line="+28"/>
        <source>{finish} — {prize}</source>
        <translation>{finish} — {prize}</translation>
    </message>
    <message>
        <location line="+12"/>
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
    <name>Panels</name>
    <message>
        <location filename="../../app/ui/panels.py" line="+100"/>
        <source>◀ Level</source>
        <extracomment>A clock change the engine refused, with its reason.</extracomment>
        <translation>◀ Nivel</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Level ▶</source>
        <translation>Nivel ▶</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>+1 min</source>
        <translation>+1 min</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>−1 min</source>
        <translation>−1 min</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>BREAK</source>
        <translation>DESCANSO</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Level {number}: {blinds}</source>
        <translation>Nivel {number}: {blinds}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Next: {blinds}</source>
        <translation>Siguiente: {blinds}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Break in {time}</source>
        <translation>Descanso en {time}</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+11"/>
        <source>Start clock</source>
        <translation>Iniciar el reloj</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>Pause</source>
        <translation>Pausa</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Resume</source>
        <translation>Reanudar</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Pause clock</source>
        <translation>Pausar el reloj</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Resume clock</source>
        <translation>Reanudar el reloj</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Change level</source>
        <translation>Cambiar de nivel</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Adjust time</source>
        <translation>Ajustar el tiempo</translation>
    </message>
    <message>
        <location line="+58"/>
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
        <location line="+29"/>
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
        <location line="+50"/>
        <source>Seat players</source>
        <translation>Sentar jugadores</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Select the player to move first</source>
        <translation>Selecciona primero al jugador que se mueve</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Move player</source>
        <translation>Mover jugador</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Select the player who busted first</source>
        <translation>Selecciona primero al jugador eliminado</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Type the name of the player who won the chips (at the same table)</source>
        <translation>Escribe el nombre del jugador que ganó las fichas (en la misma mesa)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Bust</source>
        <translation>Eliminación</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Select the player to rename first</source>
        <translation>Selecciona primero al jugador que quieres renombrar</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+7"/>
        <source>Rename player</source>
        <translation>Renombrar jugador</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>New name</source>
        <translation>Nombre nuevo</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Select a player for the {entry} first</source>
        <translation>Selecciona primero un jugador para el {entry}</translation>
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
        <location line="+3"/>
        <source>Void hand {number}</source>
        <translation>Anular la mano {number}</translation>
    </message>
    <message>
        <location line="+6"/>
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
        <location line="+53"/>
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
        <location line="+29"/>
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
        <location line="+11"/>
        <source>Breaking and balancing (TDA 10, 11):</source>
        <translation>Cierre y equilibrado de mesas (TDA 10, 11):</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>No moves needed.</source>
        <translation>No hace falta mover a nadie.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Open table</source>
        <translation>Abrir mesa</translation>
    </message>
    <message>
        <location line="+6"/>
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
        <location line="+15"/>
        <source>Break and balance tables</source>
        <translation>Cerrar y equilibrar mesas</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Table {number}: {seated}/{seats} players, tracked, hand {hand} in play</source>
        <translation>Mesa {number}: {seated}/{seats} jugadores, con seguimiento, mano {hand} en juego</translation>
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
        <location filename="../../app/ui/payout_editor.py" line="-602"/>
        <location line="+199"/>
        <location line="+279"/>
        <source>more</source>
        <translation>más</translation>
    </message>
    <message>
        <location line="-477"/>
        <source>and more</source>
        <translation>y más</translation>
    </message>
    <message>
        <location line="+101"/>
        <source>{name} ({place}): {before} → {after}</source>
        <translation>{name} ({place}): {before} → {after}</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>With these payouts: {places}. {rounding}</source>
        <translation>Con estos premios: {places}. {rounding}</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>{names} and {count} more</source>
        <translation>{names} y {count} más</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{names} and {last}</source>
        <translation>{names} y {last}</translation>
    </message>
    <message>
        <location line="+13"/>
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
        <location line="+56"/>
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
        <location line="+18"/>
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
        <location filename="../../app/ui/panels.py" line="-204"/>
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
    <name>PrintMenu</name>
    <message>
        <location filename="../../app/ui/print_menu.py" line="+21"/>
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
        <location line="+16"/>
        <source>Nothing to print: {error}</source>
        <translation>Nada que imprimir: {error}</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Not printed: {error}</source>
        <translation>No se imprimió: {error}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{document}: {pages} sent to {printer}</source>
        <translation>Enviado a {printer}: {document} ({pages})</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Print</source>
        <translation>Imprimir</translation>
    </message>
    <message>
        <location line="+12"/>
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
        <location line="+5"/>
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
        <location filename="../../app/session/print_sheets.py" line="+55"/>
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
        <location line="+1"/>
        <location line="+555"/>
        <source>Payouts</source>
        <translation>Premios</translation>
    </message>
    <message>
        <location line="-554"/>
        <location line="+714"/>
        <source>Results</source>
        <translation>Resultados</translation>
    </message>
    <message>
        <location line="-711"/>
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
        <location line="+4"/>
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
        <location line="+136"/>
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
        <location line="+26"/>
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
        <location line="+274"/>
        <location line="+98"/>
        <source>Player</source>
        <translation>Jugador</translation>
    </message>
    <message>
        <location line="-428"/>
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
        <location line="+15"/>
        <source>Level</source>
        <translation>Nivel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Blinds</source>
        <translation>Ciegas</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>BB ante</source>
        <translation>Ante BB</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ante</source>
        <translation>Ante</translation>
    </message>
    <message>
        <location line="+4"/>
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
        <location line="+6"/>
        <source>repeats until the end</source>
        <translation>se repite hasta el final</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Starts: time from the start of the clock, as planned (pauses and time added move every later start).</source>
        <translation>Inicio: tiempo desde que arranca el reloj, según lo previsto (las pausas y el tiempo añadido retrasan todos los comienzos siguientes).</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Blind structure</source>
        <translation>Estructura de ciegas</translation>
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
        <location line="+3"/>
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
        <location line="+7"/>
        <source>{game}, {antes}. Starting stack {stack} chips. Chips: {chips}.</source>
        <translation>{game}, {antes}. Stack inicial de {stack} fichas. Fichas: {chips}.</translation>
    </message>
    <message>
        <location line="+27"/>
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
        <source>last for {offers}</source>
        <translation>último para {offers}</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{some} and {last}</source>
        <translation>{some} y {last}</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Prizes</source>
        <translation>Premios</translation>
    </message>
    <message>
        <location line="+17"/>
        <location line="+171"/>
        <source>Place</source>
        <translation>Puesto</translation>
    </message>
    <message>
        <location line="-170"/>
        <source>Percent</source>
        <translation>Porcentaje</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+171"/>
        <source>Prize</source>
        <translation>Premio</translation>
    </message>
    <message>
        <location line="-170"/>
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
        <location line="+5"/>
        <source>Prize pool</source>
        <translation>Bote de premios</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>House fees (not in the prize pool)</source>
        <translation>Comisión de la casa (fuera del bote de premios)</translation>
    </message>
    <message>
        <location line="-43"/>
        <location line="+46"/>
        <source>Amount</source>
        <translation>Importe</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>1 entry</source>
        <translation>1 entrada</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{count} entries</source>
        <translation>{count} entradas</translation>
    </message>
    <message>
        <location line="+20"/>
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
        <location line="+20"/>
        <source>prize {prize}, after a deal + bounties {bounties}</source>
        <translation>premio {prize}, tras un trato + recompensas {bounties}</translation>
    </message>
    <message>
        <location line="+2"/>
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
        <location line="+14"/>
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
        <location filename="../../app/printing/sheet_layout.py" line="+59"/>
        <source>{title} (continued)</source>
        <translation>{title} (continuación)</translation>
    </message>
    <message>
        <location line="+205"/>
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
    <name>Reaward</name>
    <message>
        <location filename="../../app/ui/reaward.py" line="-106"/>
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
        <location line="+47"/>
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
    <name>Setup</name>
    <message>
        <location filename="../../app/ui/setup_pages.py" line="+58"/>
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
        <location line="+89"/>
        <location line="+278"/>
        <source>e.g. €40+€5</source>
        <translation>p. ej. 40 €+5 €</translation>
    </message>
    <message>
        <location line="-364"/>
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
        <location line="+32"/>
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
        <location line="+81"/>
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
        <location line="+91"/>
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
        <location line="+19"/>
        <location line="+5"/>
        <location line="+10"/>
        <location line="+20"/>
        <source>chips</source>
        <translation>fichas</translation>
    </message>
    <message>
        <location line="-27"/>
        <source>unlimited</source>
        <translation>ilimitadas</translation>
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
        <location line="+3"/>
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
        <location line="+77"/>
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
        <location line="+9"/>
        <source>of the buy-in</source>
        <translation>del buy-in</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Late registration</source>
        <translation>Inscripción tardía</translation>
    </message>
    <message>
        <location filename="../../app/ui/setup_plan.py" line="+86"/>
        <source>{hours} h {minutes}</source>
        <translation>{hours} h {minutes}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{minutes} min</source>
        <translation>{minutes} min</translation>
    </message>
    <message>
        <location line="+22"/>
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
        <location line="+155"/>
        <source>Build the levels</source>
        <translation>Generar los niveles</translation>
    </message>
    <message>
        <location line="-143"/>
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
        <location line="+44"/>
        <source>Fix the chips and the starting stack first: the levels are built from them</source>
        <translation>Corrige antes las fichas y el stack inicial: los niveles se generan a partir de ellos</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>&lt;b&gt;Expected finish: about {duration}&lt;/b&gt; after the first level (&lt;b&gt;{end}&lt;/b&gt;), with {players} players and {chips} chips: by {blinds} the last two hold about {depth} big blinds each.</source>
        <translation>&lt;b&gt;Final previsto: unas {duration}&lt;/b&gt; después del primer nivel (&lt;b&gt;{end}&lt;/b&gt;), con {players} jugadores y {chips} fichas: en {blinds} a los dos últimos les quedan unas {depth} ciegas grandes a cada uno.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Build the levels ahead</source>
        <translation>Generar los niveles que faltan</translation>
    </message>
    <message>
        <location line="+41"/>
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
        <location line="+39"/>
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
        <location filename="../../app/ui/setup_dialog.py" line="+62"/>
        <source>Feltboard templates (*.toml *.json)</source>
        <translation>Plantillas de Feltboard (*.toml *.json)</translation>
    </message>
    <message>
        <location line="+2"/>
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
        <location line="+29"/>
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
        <location line="+37"/>
        <source>The setup shown (change anything below)</source>
        <translation>La configuración mostrada (cambia lo que quieras abajo)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Preset: {name}</source>
        <translation>Preajuste: {name}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>My template: {name}</source>
        <translation>Mi plantilla: {name}</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Your template, from {path}</source>
        <translation>Tu plantilla, de {path}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Pick a preset or one of your templates to fill every page, then change what your night does differently.</source>
        <translation>Elige un preajuste o una de tus plantillas para rellenar todas las páginas y luego cambia lo que tu noche hace distinto.</translation>
    </message>
    <message>
        <location line="+137"/>
        <source>Fix the fields marked in red on: {pages}</source>
        <translation>Corrige los campos marcados en rojo en: {pages}</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>Load a template</source>
        <translation>Cargar una plantilla</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>{file} was not loaded: {error}</source>
        <translation>No se cargó {file}: {error}</translation>
    </message>
    <message>
        <location line="+11"/>
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
    <name>Startup</name>
    <message>
        <location filename="../../app/ui/startup.py" line="+35"/>
        <source>Opening {what}…</source>
        <translation>Abriendo {what}…</translation>
    </message>
</context>
<context>
    <name>StructureEditor</name>
    <message>
        <location filename="../../app/ui/structure_editor.py" line="-244"/>
        <source>Kind</source>
        <translation>Tipo</translation>
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
        <location line="+17"/>
        <source>At a break: the chip that leaves play (its chips are raced off)</source>
        <translation>En un descanso: la ficha que sale del juego (sus fichas se sortean en la carrera de fichas)</translation>
    </message>
    <message>
        <location line="+32"/>
        <location line="+76"/>
        <source>Level</source>
        <translation>Nivel</translation>
    </message>
    <message>
        <location line="-64"/>
        <location line="+30"/>
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
        <location line="+30"/>
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
        <location line="+35"/>
        <source>The tournament&apos;s structure changed (undo or redo); Revert shows it, Apply records your edits instead.</source>
        <translation>La estructura del torneo ha cambiado (deshacer o rehacer); Revertir la muestra, Aplicar anota tus cambios en su lugar.</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Nothing changed.</source>
        <translation>No ha cambiado nada.</translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message>
        <location filename="../../app/session/table_view.py" line="+94"/>
        <source>Between hands</source>
        <translation>Entre manos</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Press Next Hand to deal</source>
        <translation>Pulsa Siguiente mano para repartir</translation>
    </message>
    <message>
        <location line="+104"/>
        <source>Hand complete: push the pots, then Next Hand</source>
        <translation>Mano terminada: entrega los botes y pulsa Siguiente mano</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name} to act (seat {seat})</source>
        <translation>Habla {name} (asiento {seat})</translation>
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
        <location filename="../../app/ui/table_widget.py" line="+63"/>
        <source>Table</source>
        <extracomment>Pot lines that fit under the board, above the felt&apos;s edge, at any widget size.</extracomment>
        <translation>Mesa</translation>
    </message>
    <message>
        <location line="+144"/>
        <source>{pot}: {amount}</source>
        <translation>{pot}: {amount}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Bets in front: {amount}</source>
        <translation>Apuestas en la mesa: {amount}</translation>
    </message>
    <message>
        <location line="+95"/>
        <source>Seat {seat}
empty</source>
        <translation>Asiento {seat}
libre</translation>
    </message>
</context>
<context>
    <name>Terms</name>
    <message>
        <location filename="../../app/session/terms.py" line="+15"/>
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
        <location line="+20"/>
        <source>Main pot</source>
        <translation>Bote principal</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Side pot {number}</source>
        <translation>Bote paralelo {number}</translation>
    </message>
    <message>
        <location line="+20"/>
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
        <location line="+11"/>
        <source>tied {first}–{last}</source>
        <translation>empatado {first}–{last}</translation>
    </message>
</context>
<context>
    <name>ViewModel</name>
    <message>
        <location filename="../../app/display/view_model.py" line="+128"/>
        <source>Table {table} · {street}</source>
        <translation>Mesa {table} · {street}</translation>
    </message>
    <message>
        <location line="+99"/>
        <source>no ante</source>
        <translation>sin ante</translation>
    </message>
    <message>
        <location line="+32"/>
        <location line="+64"/>
        <source>BREAK</source>
        <translation>DESCANSO</translation>
    </message>
    <message>
        <location line="-62"/>
        <source>LEVEL {number}</source>
        <translation>NIVEL {number}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>LEVEL {number} AFTER THE BREAK</source>
        <translation>NIVEL {number} TRAS EL DESCANSO</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>BLINDS</source>
        <translation>CIEGAS</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Prizes are set once two players have entered</source>
        <translation>Los premios se fijan cuando se han inscrito dos jugadores</translation>
    </message>
    <message>
        <location line="+17"/>
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
        <location line="+5"/>
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
        <location line="+62"/>
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
        <location line="+72"/>
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
</TS>
