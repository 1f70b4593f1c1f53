"""De Cape et d'Épée: every ability, alone and in the interactions the resolution order
decides, the tie rule, the Beggar, and the two scorings."""

from __future__ import annotations

import random

from capboard.games.cape_epee.actions import (
    KeepObjectives,
    NoSlip,
    PlayCard,
    SlipCard,
    SwapObjectives,
)
from capboard.games.cape_epee.scoring import plain_score, score, six_domain_score
from tests.games.cape_epee.positions import (
    DATA,
    GAME,
    column,
    give,
    objective,
    resolve,
    table,
    winner,
)


def codes(events) -> list[str]:
    return [e.code for e in events]


# -- the end of the round, column by column -----------------------------------------------


def test_the_highest_total_wins() -> None:
    assert winner([(0, "king"), (1, "queen"), (1, "juliet")])[0] == 1  # 20 < 16 + 14


def test_a_tie_goes_to_the_card_nearest_the_objective() -> None:
    assert winner([(1, "alchemist"), (0, "merchant")])[0] == 1  # 8 each, 1 is on top
    assert winner([(0, "merchant"), (1, "alchemist")])[0] == 0


def test_an_empty_column_awards_nothing() -> None:
    seat, events = winner([])
    assert seat is None and codes(events) == ["column_empty"]


def test_specialists_are_worth_12_in_their_domain() -> None:
    for card, domain in (
        ("alchemist", "alchemy"), ("fencing-master", "combat"), ("farmer", "agriculture"),
        ("merchant", "commerce"), ("cardinal", "religion"), ("troubadour", "music"),
    ):  # fmt: skip
        assert winner([(0, card), (1, "hermit")], domain=domain)[0] == 0  # 12 vs 11: wins
        other = "music" if domain != "music" else "combat"
        assert winner([(0, card), (1, "hermit")], domain=other)[0] == 1  # 8 vs 11


def test_romeo_is_worth_15_with_his_juliet() -> None:
    _, events = winner([(0, "romeo"), (0, "juliet"), (1, "king")])
    values = next(e for e in events if e.code == "values").params["values"]
    assert values[0][3] == 15
    _, events = winner([(0, "romeo"), (1, "juliet")])  # another colour's Juliet
    assert next(e for e in events if e.code == "values").params["values"][0][3] == 5


def test_hermit_loses_one_and_tom_thumb_gains_three_per_other_card() -> None:
    _, events = winner([(0, "hermit"), (1, "tom-thumb"), (2, "squire"), (2, "beggar")])
    values = {c: v for _, _, c, v in next(e for e in events if e.code == "values").params["values"]}
    assert values["hermit"] == 12 - 3
    assert values["tom-thumb"] == 2 + 9


def test_the_double_takes_the_printed_value_of_the_card_that_revealed_it() -> None:
    _, events = winner([(0, "double"), (1, "queen")], revealers={"0-double": (1, "queen")})
    assert next(e for e in events if e.code == "values").params["values"][0][3] == 16
    _, events = winner([(1, "queen"), (0, "double")])  # never turned up by a card: 0
    assert next(e for e in events if e.code == "values").params["values"][1][3] == 0


def test_the_double_remembers_its_revealer_after_the_explorer_sails_on() -> None:
    state = table()
    for i in range(3):
        state.objectives[i] = objective("music", 5)
    column(state, 0, (1, "double", False))
    give(state, 0, "explorer")
    state.apply(PlayCard("explorer", 0))  # turns up the Double: it takes the Explorer's 13
    assert state.columns[0][0].face_up and state.columns[0][0].revealer == (0, "explorer")
    # The Explorer lies face down under it: only its owner knows what the Double copies.
    assert state.view(0).columns[0].cards[0].revealer == (0, "explorer")
    assert state.view(1).columns[0].cards[0].revealer is None
    give(state, 1, "squire")
    state.turn = 1
    state._legal = None
    events = state.apply(PlayCard("squire", 0))  # turns up the Explorer, which sails on
    assert "explorer_sailed" in codes(events)
    assert [p.card for p in state.columns[0]] == ["double", "squire"]
    assert state.view(2).columns[0].cards[0].revealer == (0, "explorer")  # seen by all now
    seat, events = resolve(state, 0)
    values = next(e for e in events if e.code == "values").params["values"]
    assert values[0][2:] == ["double", 13]  # the Explorer's value, not the Squire's 2
    assert seat == 1


def test_a_bot_world_keeps_what_the_double_copies() -> None:
    state = table()
    # Seat 1's Double lies in the column, so not in its hand or pile; seat 0 holds its Explorer.
    for cards in (state.hands[1], state.piles[1]):
        if "double" in cards:
            cards.remove("double")
    column(state, 0, (1, "double", False))
    if "explorer" not in state.hands[0]:
        pile = state.piles[0]
        pile[pile.index("explorer")] = state.hands[0][0]
        state.hands[0][0] = "explorer"
    state.apply(PlayCard("explorer", 0))
    for seat in (0, 1, 2):
        world = state.determinize(state.view(seat), random.Random(seat))
        double, below = world.columns[0]
        assert double.revealer == (below.owner, below.card)
        if seat == 0:
            assert below.card == "explorer"


def test_the_disguise_counts_the_card_slipped_under_it() -> None:
    seat, _events = winner([(0, "disguise"), (1, "juliet")], **{"0-disguise": "king"})
    assert seat == 0
    seat, _ = winner([(0, "disguise"), (1, "witch")])
    assert seat == 1  # nothing slipped: 0


def test_musketeers_cancel_every_ability_of_the_column() -> None:
    # Without them the Magician removes the King; with them only printed values count.
    assert winner([(0, "king"), (1, "magician"), (1, "queen")])[0] == 1
    seat, events = winner([(0, "king"), (1, "magician"), (2, "musketeers")])
    assert seat == 0 and "musketeers" in codes(events) and "removed" not in codes(events)
    # ... the Beggar's reversal too,
    assert winner([(0, "king"), (1, "beggar"), (2, "musketeers")])[0] == 0
    # ... the Prince's claim,
    assert winner([(0, "king"), (1, "prince"), (1, "squire"), (2, "musketeers")])[0] == 0
    # ... the Dragon,
    dragon = [(0, "traitor"), (0, "squire"), (1, "dragon")]
    assert winner([*dragon, (2, "fencing-master")], domain="music")[0] == 1
    assert winner([*dragon, (2, "musketeers")], domain="music")[0] == 0
    # ... and the specialists' bonus.
    assert winner([(0, "fencing-master"), (1, "assassin"), (2, "musketeers")])[0] == 2


def test_the_magician_removes_cards_worth_10_or_more() -> None:
    seat, events = winner([(0, "king"), (1, "magician"), (2, "traitor")])
    removed = next(e for e in events if e.code == "removed")
    assert removed.params["cards"] == [[0, "king"], [2, "traitor"]]
    assert seat == 1


def test_two_magicians_cancel_out() -> None:
    seat, events = winner([(0, "king"), (1, "magician"), (2, "magician")])
    assert seat == 0 and "cancelled" in codes(events)


def test_three_magicians_act() -> None:
    seat, _ = winner([(0, "king"), (1, "magician"), (2, "magician"), (1, "magician")])
    assert seat == 1  # 7 + 7 against 7


def test_the_witch_removes_cards_worth_9_or_less_but_not_witches() -> None:
    seat, events = winner([(0, "witch"), (1, "storm"), (1, "beggar"), (2, "king")])
    removed = next(e for e in events if e.code == "removed")
    assert removed.params["cards"] == [[1, "storm"], [1, "beggar"]]
    assert seat == 2
    seat, events = winner([(0, "witch"), (1, "storm"), (2, "witch"), (0, "witch")])
    removed = next(e for e in events if e.code == "removed")
    assert removed.params["cards"] == [[1, "storm"]]  # the Witches stay
    assert seat == 0


def test_two_witches_cancel_out() -> None:
    seat, events = winner([(0, "witch"), (1, "storm"), (2, "witch"), (0, "witch")])
    assert "removed" in codes(events)  # three Witches act...
    seat, events = winner([(0, "witch"), (1, "storm"), (2, "witch")])
    assert "cancelled" in codes(events) and seat == 1  # ...two cancel out


def test_magician_then_witch_can_empty_a_column() -> None:
    seat, _ = winner([(0, "magician"), (1, "king")])
    assert seat == 0
    seat, _ = winner([(0, "king"), (1, "magician"), (2, "witch")])
    # The King goes to the Magician, then the Magician (7) to the Witch: the Witch stays.
    assert seat == 2


def test_values_are_recomputed_after_removals() -> None:
    # The Hermit: 12 - 2 = 10 first (removed by the Magician? no: 10 is removed); so keep
    # the Tom Thumb: 2 + 3 * 2 = 8 with three cards, 2 + 3 * 1 = 5 once the King is gone.
    _, events = winner([(0, "tom-thumb"), (1, "king"), (2, "magician")])
    final = next(e for e in events if e.code == "column_won").params["totals"]
    assert final[0] == 2 + 3 * 1


def test_the_witch_removes_by_the_values_of_step_two_not_after_the_magician() -> None:
    # Step 2: Hermit 12 - 4 = 8, King 20, Queen 16, Magician 7, Witch 1. The Magician takes
    # King and Queen; the Witch then takes every card worth 9 or less AT STEP 2, the Hermit (8)
    # included, although with two cards gone it would now be worth 12 - 2 = 10.
    cards = [(0, "hermit"), (1, "king"), (1, "queen"), (2, "magician"), (2, "witch")]
    seat, events = winner(cards)
    removed = [e.params["cards"] for e in events if e.code == "removed"]
    assert removed == [[[1, "king"], [1, "queen"]], [[0, "hermit"], [2, "magician"]]]
    assert seat == 2


def test_face_down_cards_at_round_end_lose_all_their_abilities() -> None:
    # Each card below is the column's last, still face down when the round ends: it counts
    # with its printed value and does nothing else.
    assert winner([(0, "king"), (1, "magician", False)])[0] == 0  # the King stays
    assert winner([(0, "king"), (1, "queen"), (2, "witch", False)])[0] == 0  # nothing removed
    assert winner([(0, "king"), (1, "beggar", False)])[0] == 0  # the highest still wins
    assert winner([(0, "queen"), (1, "king"), (2, "musketeers", False)])[0] == 1
    seat, events = winner([(0, "juliet"), (1, "squire"), (1, "dragon", False)])
    assert "dragon" not in codes(events) and seat == 0  # 14 against 2 + 11: no −2
    _, events = winner([(0, "fencing-master", False), (1, "king")])
    assert next(e for e in events if e.code == "values").params["values"][0][3] == 8
    _, events = winner([(0, "tom-thumb", False), (1, "hermit", False), (2, "king")])
    values = next(e for e in events if e.code == "values").params["values"]
    assert [v for *_, v in values] == [2, 12, 20]
    _, events = winner([(0, "romeo", False), (0, "juliet")])
    assert next(e for e in events if e.code == "values").params["values"][0][3] == 5
    _, events = winner([(0, "king"), (0, "double", False)], revealers={"0-double": (1, "queen")})
    assert next(e for e in events if e.code == "values").params["values"][1][3] == 0
    # The claim is the Prince's: a Prince still face down has lost it, whatever the Squire.
    assert winner([(0, "king"), (1, "prince", False), (1, "squire", False)])[0] == 0
    assert winner([(0, "king"), (1, "squire"), (1, "prince", False)])[0] == 0  # 20 vs 16


def test_a_prince_face_up_wins_with_his_squire_face_up_or_down() -> None:
    assert winner([(0, "king"), (1, "prince"), (1, "squire", False)])[0] == 1
    assert winner([(0, "king"), (1, "squire"), (1, "prince")])[0] == 1
    # A Squire of another colour is no partner: the King's 20 beats 14 + 2.
    assert winner([(0, "king"), (1, "prince"), (2, "squire")])[0] == 0


# Twelve cards of seat 2 still face down at round end: printed values only, all "other
# cards" for the Hermit.
CROWD = [
    (2, card, False)
    for card in (
        "king", "queen", "juliet", "romeo", "alchemist", "farmer",
        "merchant", "cardinal", "troubadour", "explorer", "storm", "traitor",
    )
]  # fmt: skip


def test_the_hermit_goes_below_nought_in_a_long_column() -> None:
    # 14 other cards: the Hermit is worth 12 - 14 = -2, under the Disguise's 0 (nothing
    # slipped): with the Beggar the lowest total wins, seat 0's.
    cards = [(1, "disguise"), (0, "hermit"), (2, "beggar"), *CROWD]
    seat, events = winner(cards)
    values = next(e for e in events if e.code == "values").params["values"]
    assert values[1][2:] == ["hermit", -2]
    assert seat == 0


def test_the_dragon_takes_nothing_from_a_card_below_nought() -> None:
    # 15 other cards: the Hermit is worth -3 and the Dragon leaves it there (never below 0
    # is the Dragon's limit, not a floor for the others); the Disguise's 0 stays 0.
    cards = [(1, "disguise"), (0, "hermit"), (2, "beggar"), (2, "dragon"), *CROWD]
    seat, events = winner(cards)
    after = next(e for e in events if e.code == "dragon").params["values"]
    assert [v for *_, v in after[:3]] == [0, -3, 2]
    assert seat == 0


def test_a_magician_played_last_does_not_act_at_round_end() -> None:
    state = table(players=2)
    state.objectives = [objective("music", 2), objective("combat", 1)]
    column(state, 0, (1, "king", True))
    column(state, 1, (1, "queen", True))
    give(state, 0, "magician")
    events = state.apply(PlayCard("magician", 0))  # completes every column: round ends
    assert "removed" not in codes(events)
    won = next(e for e in events if e.code == "column_won" and e.params["column"] == 0)
    assert won.params["seat"] == 1  # the King (20) beats the face-down Magician (7)


def test_prince_and_squire_of_one_colour_win_outright() -> None:
    seat, events = winner([(0, "king"), (1, "prince"), (0, "queen"), (1, "squire")])
    assert seat == 1 and "prince" in codes(events)
    assert winner([(0, "king"), (1, "prince"), (2, "squire")])[0] == 0  # different colours


def test_the_prince_pair_nearest_the_objective_wins() -> None:
    cards = [(2, "queen"), (1, "squire"), (0, "prince"), (0, "squire"), (1, "prince")]
    assert winner(cards)[0] == 1


def test_prince_and_squire_win_even_with_a_beggar() -> None:
    assert winner([(0, "king"), (1, "prince"), (1, "squire"), (2, "beggar")])[0] == 1


def test_the_dragon_takes_2_from_every_other_card_never_below_0() -> None:
    seat, events = winner([(0, "squire"), (1, "dragon"), (2, "tom-thumb")])
    values = next(e for e in events if e.code == "dragon").params["values"]
    assert [v for *_, v in values] == [0, 11, 2 + 3 * 2 - 2]
    seat, _ = winner([(0, "juliet"), (1, "dragon"), (1, "squire")])
    assert seat == 0  # 12 against 11 + 0


def test_the_beggar_makes_the_lowest_total_win() -> None:
    seat, events = winner([(0, "king"), (1, "beggar"), (2, "queen")])
    assert seat == 1 and "beggar" in codes(events)


def test_the_beggar_with_a_tie_goes_to_the_nearest_card() -> None:
    assert winner([(2, "beggar"), (1, "beggar")])[0] == 2


# -- immediate abilities during play ------------------------------------------------------


def test_playing_turns_up_the_card_above() -> None:
    state = table()
    column(state, 0, (1, "king", False))
    give(state, 0, "queen")
    events = state.apply(PlayCard("queen", 0))
    assert state.columns[0][0].face_up and not state.columns[0][1].face_up
    assert codes(events)[:2] == ["card_played", "card_revealed"]


def test_the_assassin_removes_the_card_that_revealed_it() -> None:
    state = table()
    column(state, 0, (1, "assassin", False))
    give(state, 0, "king")
    events = state.apply(PlayCard("king", 0))
    assert [p.card for p in state.columns[0]] == ["assassin"]
    assert "assassinated" in codes(events)


def test_the_double_under_an_assassin_is_removed() -> None:
    state = table()
    column(state, 0, (1, "assassin", False))
    give(state, 0, "double")
    state.apply(PlayCard("double", 0))
    assert [p.card for p in state.columns[0]] == ["assassin"]


def test_the_storm_closes_its_column_which_counts_as_complete() -> None:
    state = table()
    state.objectives[0] = objective("music", 5)
    column(state, 0, (1, "storm", False))
    give(state, 0, "king")
    state.apply(PlayCard("king", 0))
    assert state.closed[0]
    assert state.view(0).columns[0].complete
    assert all(a.column != 0 for a in state.legal_actions() if isinstance(a, PlayCard))


def test_the_explorer_sails_to_the_next_open_column_and_turns_up_the_card_there() -> None:
    state = table()
    for i in range(3):
        state.objectives[i] = objective("music", 5)
    column(state, 0, (1, "explorer", False))
    column(state, 1, (2, "queen", False))
    state.closed[1] = True
    column(state, 2, (2, "king", False))
    give(state, 0, "squire")
    events = state.apply(PlayCard("squire", 0))
    assert [p.card for p in state.columns[2]] == ["king", "explorer"]  # column 1 is closed
    assert not state.columns[2][1].face_up and state.columns[2][0].face_up
    sailed = next(e for e in events if e.code == "explorer_sailed")
    assert {k: sailed.params[k] for k in ("seat", "origin", "to")} == {
        "seat": 1,
        "origin": 0,
        "to": 2,
    }
    # The event names the objectives it sailed between, as they are now.
    for key, index in (("origin_objective", 0), ("objective", 2)):
        o = state.objectives[index]
        assert sailed.params[key] == [o.id, o.domain, o.value]


def test_an_explorer_that_sailed_on_is_known_to_all_though_face_down() -> None:
    state = table()
    for i in range(3):
        state.objectives[i] = objective("music", 5)
    column(state, 0, (1, "explorer", False))
    column(state, 1, (2, "king", False))
    give(state, 0, "squire")
    state.apply(PlayCard("squire", 0))
    sailed = state.columns[1][-1]
    assert sailed.card == "explorer" and not sailed.face_up
    for seat in (0, 1, 2, None):
        shown = state.view(seat).columns[1].cards[-1]
        assert shown.card == "explorer" and not shown.face_up


def test_the_explorer_wraps_round_and_sails_once_per_turn() -> None:
    state = table()
    for i in range(3):
        state.objectives[i] = objective("music", 5)
    column(state, 2, (1, "explorer", False))
    column(state, 0, (2, "explorer", False))
    give(state, 0, "squire")
    events = state.apply(PlayCard("squire", 2))
    assert codes(events).count("explorer_sailed") == 1
    assert [p.card for p in state.columns[0]] == ["explorer", "explorer"]


def test_the_traitor_lets_its_owner_swap_its_objective_with_another() -> None:
    state = table()
    column(state, 1, (2, "traitor", False))
    give(state, 0, "king")
    state.apply(PlayCard("king", 1))
    assert state.pending_players == (2,)  # the Traitor's owner chooses, out of turn
    assert set(state.legal_actions()) == {SwapObjectives(0), SwapObjectives(2), KeepObjectives()}
    before = list(state.objectives)
    state.apply(SwapObjectives(2))
    assert state.objectives == [before[0], before[2], before[1]]


def test_the_traitor_may_keep_the_objectives() -> None:
    state = table()
    column(state, 1, (2, "traitor", False))
    give(state, 0, "king")
    state.apply(PlayCard("king", 1))
    before = list(state.objectives)
    state.apply(KeepObjectives())
    assert state.objectives == before


def test_the_disguise_owner_may_slip_a_card_under_it() -> None:
    state = table()
    column(state, 0, (1, "disguise", False))
    give(state, 0, "squire")
    give(state, 1, "king", "witch")
    state.apply(PlayCard("squire", 0))
    assert state.pending_players == (1,)
    assert set(state.legal_actions()) == {SlipCard("king"), SlipCard("witch"), NoSlip()}
    events = state.apply(SlipCard("king"))
    assert state.columns[0][0].slipped == "king" and state.hands[1] == ["witch"]
    slipped = next(e for e in events if e.code == "disguised")
    assert slipped.private == {"card": "king"} and slipped.owner == 1
    # Others see only that something lies under it.
    seen = state.view(2).columns[0].cards[0]
    assert seen.slipped is None and seen.has_slipped


def test_immediate_abilities_are_ignored_when_turned_up_at_round_end() -> None:
    state = table(players=2)
    state.objectives = [objective("music", 1), objective("combat", 1)]
    column(state, 0, (1, "assassin", False))  # complete (1 card), face down
    column(state, 1)
    give(state, 0, "king")
    events = state.apply(PlayCard("king", 1))  # completes the round
    assert "assassinated" not in codes(events)
    assert "turned_up" in codes(events)


def test_the_player_draws_back_up_to_three() -> None:
    state = table()
    pile = len(state.piles[0])
    card = state.hands[0][0]
    state.apply(PlayCard(card, 0))
    assert len(state.hands[0]) == 3 and len(state.piles[0]) == pile - 1


def test_cards_may_be_added_to_a_complete_column() -> None:
    state = table()
    state.objectives[0] = objective("music", 1)
    column(state, 0, (1, "king", False))
    assert state.view(0).columns[0].complete
    assert any(a.column == 0 for a in state.legal_actions() if isinstance(a, PlayCard))


# -- set-up, rounds and scoring ------------------------------------------------------------


def test_set_up_six_objectives_per_player_and_three_cards_each() -> None:
    for players in range(2, 7):
        state = GAME.new_state(players, 1)
        assert len(state.objective_pile) + len(state.objectives) == 6 * players
        assert [len(h) for h in state.hands] == [3] * players
        assert [len(p) for p in state.piles] == [22] * players
        assert len(state.objectives) == players  # one objective per player, turned up


def test_two_players_play_without_the_value_1_objectives() -> None:
    for seed in range(10):
        state = GAME.new_state(2, seed)
        assert all(o.value != 1 for o in state.objective_pile + state.objectives)


def test_the_game_lasts_six_rounds_and_rounds_open_after_the_last_player() -> None:
    import random

    rng = random.Random(2)
    state = GAME.new_state(3, 2)
    rounds = [1]
    while not state.is_over:
        before = state.round
        last = state.turn
        legal = state.legal_actions()
        # Play where a card is still needed, as players do, so the cards last six rounds.
        needed = [
            a
            for a in legal
            if isinstance(a, PlayCard) and not state.view(state.turn).columns[a.column].complete
        ]
        events = state.apply(rng.choice(needed or legal))
        if state.round != before and not state.is_over:
            rounds.append(state.round)
            started = next(e for e in events if e.code == "round_started")
            assert started.params["first"] == (state.last_player + 1) % 3
            assert state.last_player == last or state.choice is None
    assert rounds == [1, 2, 3, 4, 5, 6]


def test_plain_score_and_the_six_domain_alternative() -> None:
    won = [objective(d, 1) for d in DATA.domains] + [objective("music", 5)]
    assert plain_score(won) == 11
    assert six_domain_score(won, DATA.domains) == 2 * (5 * 1 + 5) - 1
    assert score(won, DATA.domains) == 19
    assert six_domain_score(won[1:], DATA.domains) is None  # a domain missing
    assert score(won[1:], DATA.domains) == 10


def test_the_better_count_is_kept() -> None:
    won = [objective(d, 1) for d in DATA.domains] + [objective("music", 2)] * 12
    assert score(won, DATA.domains) == plain_score(won)


def test_ties_go_to_more_objectives_then_are_shared() -> None:
    state = table(players=3)
    state.won = [
        [objective("music", 5)],
        [objective("music", 2), objective("combat", 3)],
        [objective("combat", 5)],
    ]
    state._end_game()
    assert state.outcome().winners == (1,)
    state.won[0].append(objective("combat", 2))
    state.won[0][0] = objective("music", 3)
    state._end_game()
    assert set(state.outcome().winners) == {0, 1}


def test_a_face_down_card_is_known_to_its_owner_only() -> None:
    state = table()
    column(state, 0, (1, "king", False), (2, "queen", True))
    for seat, expected in ((0, None), (1, "king"), (2, None), (None, None)):
        assert state.view(seat).columns[0].cards[0].card == expected
    assert all(state.view(s).columns[0].cards[1].card == "queen" for s in (0, 1, 2, None))
    assert state.view(0).hand == tuple(sorted(state.hands[0]))
    assert state.view(1).hand_sizes == (3, 3, 3) and state.view(None).hand == ()


def test_a_player_without_cards_is_skipped() -> None:
    state = table()
    give(state, 1)
    state.piles[1] = []
    card = state.hands[0][0]
    events = state.apply(PlayCard(card, 0))
    assert "skipped" in codes(events)
    assert state.current_player == 2


def test_turning_a_card_up_cannot_be_taken_back() -> None:
    state = table()
    column(state, 0, (1, "king", False))
    give(state, 0, "queen")
    state.piles[0] = []  # no draw: only the card turned up makes the turn final
    events = state.apply(PlayCard("queen", 0))
    assert any(e.irreversible for e in events if e.code == "card_revealed")
