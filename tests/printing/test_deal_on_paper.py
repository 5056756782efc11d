"""A deal made at the final table shows on the printed payouts, as on the console."""

from __future__ import annotations

from datetime import datetime

from app.engine.accounts import deal_stacks, prizes_to_play_for
from app.engine.deal import work_out_deal
from app.engine.tournament_events import DealAgreed
from app.present.print_sheets import build_document
from app.present.sheet_blocks import Grid, Heading, Paragraph, Receipt
from app.present.sheet_kinds import What
from tests.printing.nights import bust_down_to, seated_night

NOW = datetime(2026, 12, 4, 23, 30)


def test_the_payout_sheet_lists_the_deal_and_the_amount_kept() -> None:
    recorder = seated_night(12)
    state = bust_down_to(recorder, 3)
    stacks = deal_stacks(state)
    prizes = prizes_to_play_for(state)
    deal = work_out_deal([chips for _, chips in stacks], prizes, "icm", keep=1000)
    shares = tuple(zip([player for player, _ in stacks], deal.shares, strict=True))
    state = recorder.rec(DealAgreed(shares, stacks, "icm", keep=1000))

    [sheet] = build_document(state, What.PAYOUTS, NOW).sheets
    headings = [block.text for block in sheet.blocks if isinstance(block, Heading)]
    assert "Deal (instead of the prizes for 1st–3rd)" in headings
    grid = sheet.blocks[sheet.blocks.index(Heading("Deal (instead of the prizes for 1st–3rd)")) + 1]
    assert isinstance(grid, Grid)
    money = state.setup.currency.format
    assert grid.rows == (
        *((state.player(p).name, "Deal share", money(share)) for p, share in shares),
        ("The winner", "Kept to play for: the winner takes it", money(1000)),
    )
    assert sum(share for _, share in shares) + 1000 == sum(prizes)


def test_no_deal_no_deal_heading() -> None:
    state = bust_down_to(seated_night(12), 3)
    [sheet] = build_document(state, What.PAYOUTS, NOW).sheets
    assert not [b for b in sheet.blocks if isinstance(b, Heading) and b.text.startswith("Deal")]


def test_results_and_receipts_say_a_deal_was_made() -> None:
    recorder = seated_night(12)
    state = bust_down_to(recorder, 3)
    stacks = deal_stacks(state)
    deal = work_out_deal([chips for _, chips in stacks], prizes_to_play_for(state), "chip")
    shares = tuple(zip([player for player, _ in stacks], deal.shares, strict=True))
    state = recorder.rec(DealAgreed(shares, stacks, "chip", ends=True))
    assert state.is_finished
    results, receipts = build_document(state, What.RESULTS, NOW).sheets
    summary = results.blocks[0]
    assert isinstance(summary, Paragraph)
    assert "The last 3 players made a deal: their prizes are what it gave them." in summary.text
    texts = [block.text for block in receipts.blocks if isinstance(block, Receipt)]
    dealt = {state.player(player).name for player, _ in shares}
    for block in receipts.blocks:
        if isinstance(block, Receipt):
            said = "after a deal" in block.text or "from the deal" in block.text
            assert said is (block.name in dealt), block.text
            assert ", after a deal +" not in block.text  # issue 23.16's garbled receipt
    assert len(texts) >= 3
