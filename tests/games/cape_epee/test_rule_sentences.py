"""De Cape et d'Épée: rule sentences of the rule book that no other test pins down — the
set-up, the end of a round, some abilities and their order, the scoring, what the other
players see, and the printed values of the 25 cards."""

from __future__ import annotations

from capboard.engine.assets import load_json
from capboard.engine.protocol import Event
from capboard.games.cape_epee.actions import PlayCard
from capboard.games.cape_epee.resolution import Placed, resolve_column
from capboard.games.cape_epee.scoring import score, six_domain_score
from capboard.games.cape_epee.state import CapeEpeeState
from capboard.games.cape_epee.view import Objective
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

# The rule book's table of the 25 influence cards: id in the data, English name, printed
# value, and for the six specialists the domain where they are worth 12.
RULE_BOOK: list[tuple[str, str, float, str | None]] = [
    ("king", "King", 20, None),
    ("queen", "Queen", 16, None),
    ("juliet", "Juliet", 14, None),
    ("romeo", "Romeo", 5, None),
    ("alchemist", "Alchemist", 8, "alchemy"),
    ("fencing-master", "Fencing Master", 8, "combat"),
    ("farmer", "Farmer", 8, "agriculture"),
    ("merchant", "Merchant", 8, "commerce"),
    ("cardinal", "Cardinal", 8, "religion"),
    ("troubadour", "Troubadour", 8, "music"),
    ("explorer", "Explorer", 13, None),
    ("assassin", "Assassin", 9.5, None),
    ("storm", "Storm", 9, None),
    ("traitor", "Traitor", 10, None),
    ("disguise", "Disguise", 0, None),
    ("double", "Double", 0, None),
    ("musketeers", "Musketeers", 11, None),
    ("magician", "Magician", 7, None),
    ("witch", "Witch", 1, None),
    ("prince", "Prince", 14, None),
    ("squire", "Squire", 2, None),
    ("hermit", "Hermit", 12, None),
    ("tom-thumb", "Tom Thumb", 2, None),
    ("dragon", "Dragon", 11, None),
    ("beggar", "Beggar", 4, None),
]
COLOUR = sorted(card for card, *_ in RULE_BOOK)  # one colour: the 25 cards, once each


def codes(events: list[Event]) -> list[str]:
    return [e.code for e in events]


def values(events: list[Event], code: str = "values") -> list[float]:
    """The values a step of the resolution gives the column's cards, top first."""
    return [v for *_, v in next(e for e in events if e.code == code).params["values"]]


def disguised(
    cards: list[tuple[int, str]], slipped: str, domain: str = "music"
) -> tuple[int | None, list[Event]]:
    """Who wins a column of these face-up (owner, card) pairs, top first, the Disguise's
    owner having slipped ``slipped`` under it."""
    placed = [
        Placed(owner, card, True, slipped if card == "disguise" else None) for owner, card in cards
    ]
    return resolve_column(0, objective(domain), placed, DATA)


def new_game(players: int, seed: int) -> CapeEpeeState:
    state = GAME.new_state(players, seed)
    assert isinstance(state, CapeEpeeState)
    return state


# -- set-up ---------------------------------------------------------------------------------


def test_the_first_player_is_drawn_by_lot() -> None:
    for players in range(2, 7):
        firsts = {new_game(players, seed).current_player for seed in range(120)}
        # By lot: over many deals every seat opens some game, not always the first seat.
        assert firsts == set(range(players))


def test_each_pile_is_the_25_cards_of_a_colour_once_each() -> None:
    for players in range(2, 7):
        for seed in range(5):
            state = new_game(players, seed)
            for hand, pile in zip(state.hands, state.piles, strict=True):
                assert len(hand) == 3 and len(pile) == 22
                # Hand and pile together: every card of the colour, none twice.
                assert sorted(hand + pile) == COLOUR


# -- the end of a round ---------------------------------------------------------------------


def test_the_round_ends_when_nobody_has_a_card_left() -> None:
    state = table(players=2)
    state.objectives = [objective("music", 5), objective("combat", 5)]
    column(state, 0, (1, "king", True))
    give(state, 0, "queen")
    give(state, 1)
    state.piles = [[], []]
    # Seat 0 plays its last card; no column is complete (5 cards needed), but nobody has a
    # card left: the round ends all the same, and the King (20) beats the Queen (16).
    events = state.apply(PlayCard("queen", 0))
    assert "round_ending" in codes(events)
    assert state.won == [[], [objective("music", 5)]]


def test_a_player_with_an_empty_hand_is_skipped_when_a_round_opens() -> None:
    state = table(players=3)
    state.objectives = [objective("music", 1), objective("combat", 1), objective("religion", 1)]
    column(state, 1, (1, "king", True))
    column(state, 2, (2, "queen", True))
    give(state, 0, "squire")
    give(state, 1)
    state.piles[1] = []
    # Seat 0 plays the last card of round 1: seat 1 should open round 2, but it has no card
    # left, so seat 2 opens it.
    events = state.apply(PlayCard("squire", 0))
    assert state.round == 2
    assert state.current_player == 2
    started = next(e for e in events if e.code == "round_started")
    assert started.params["first"] == 2


def test_a_round_awards_its_objectives_and_discards_its_cards() -> None:
    state = table(players=2)
    state.objectives = [objective("combat", 1), objective("music", 2)]
    column(state, 0, (1, "king", True))
    column(state, 1, (1, "juliet", True))
    # Every card is in one place: in a column, in a hand or in the pile.
    state.hands = [["queen", "romeo", "witch"], ["prince", "squire", "hermit"]]
    state.piles = [
        [c for c in COLOUR if c not in state.hands[0]],
        [c for c in COLOUR if c not in (*state.hands[1], "king", "juliet")],
    ]
    # The Queen completes the last column: seat 1 wins combat with its King, seat 0 music
    # with the Queen (16, face down) against the Juliet (14).
    state.apply(PlayCard("queen", 1))
    assert state.round == 2
    assert state.won == [[objective("music", 2)], [objective("combat", 1)]]
    # The influence cards of the round are discarded: the new round's columns are empty and
    # the cards played are in no hand and no pile.
    assert state.columns == [[], []]
    assert "queen" not in state.hands[0] + state.piles[0]
    assert not {"king", "juliet"} & set(state.hands[1] + state.piles[1])
    assert len(state.hands[0] + state.piles[0]) == 25 - 1
    assert len(state.hands[1] + state.piles[1]) == 25 - 2


# -- abilities --------------------------------------------------------------------------------


def test_an_assassin_turned_up_by_a_sailing_explorer_removes_the_explorer() -> None:
    state = table()
    for i in range(3):
        state.objectives[i] = objective("music", 5)
    column(state, 0, (1, "explorer", False))
    column(state, 1, (2, "assassin", False))
    give(state, 0, "squire")
    # The Squire turns up the Explorer, which sails to column 1 and turns up the Assassin as
    # if just played: the card that revealed the Assassin is the Explorer, removed.
    events = state.apply(PlayCard("squire", 0))
    assert [(p.owner, p.card) for p in state.columns[0]] == [(0, "squire")]
    assert [(p.owner, p.card, p.face_up) for p in state.columns[1]] == [(2, "assassin", True)]
    assassinated = next(e for e in events if e.code == "assassinated")
    assert (assassinated.params["seat"], assassinated.params["card"]) == (1, "explorer")


def test_the_disguise_counts_the_printed_value_of_the_card_slipped_under_it() -> None:
    # A Fencing Master under a Disguise in a Combat column counts 8, not 12: the Hermit
    # (12 - 1 = 11) wins.
    seat, events = disguised([(0, "disguise"), (1, "hermit")], "fencing-master", "combat")
    assert values(events)[0] == 8
    assert seat == 1
    # A Tom Thumb under it counts 2, not 2 + 3 per other card: the Romeo's 5 wins.
    seat, events = disguised([(1, "squire"), (0, "disguise"), (2, "romeo")], "tom-thumb")
    assert values(events)[1] == 2
    assert seat == 2
    # A Romeo under it counts 5 even beside the Juliet of its colour.
    _, events = disguised([(0, "disguise"), (0, "juliet")], "romeo")
    assert values(events)[0] == 5


def test_the_double_takes_the_value_not_the_ability_of_the_card_that_revealed_it() -> None:
    state = table()
    for i in range(3):
        state.objectives[i] = objective("music", 5)
    column(state, 0, (1, "king", True), (0, "double", False))
    give(state, 2, "magician")
    state.turn = 2
    state.apply(PlayCard("magician", 0))  # turns up the Double, which copies the Magician
    seat, events = resolve(state, 0)
    # The Double is worth the Magician's 7 and removes nothing: the King stays and wins
    # (the Magician itself lies face down, without its ability).
    assert values(events)[1] == 7
    assert "removed" not in codes(events)
    assert seat == 1
    # Revealed by a Fencing Master in a Combat column, it is worth the printed 8, not the
    # Fencing Master's 12 there: the Fencing Master wins.
    seat, events = winner(
        [(0, "double"), (1, "fencing-master")], revealers={"0-double": (1, "fencing-master")}
    )
    assert values(events) == [8, 12]
    assert seat == 1


def test_face_down_musketeers_at_round_end_do_nothing() -> None:
    # Face down, the Musketeers count 11 and cancel nothing: the Fencing Master is worth 12
    # in Combat and beats the Assassin (9.5) and them; acting, they would make it 8.
    seat, _ = winner([(0, "fencing-master", True), (1, "assassin", True), (2, "musketeers", False)])
    assert seat == 0
    # The Magician still removes the King (20): 7 + 11 win; acting, the Musketeers would
    # keep the King.
    assert winner([(0, "king", True), (1, "magician", True), (1, "musketeers", False)])[0] == 1


def test_musketeers_played_last_do_nothing_at_round_end() -> None:
    state = table(players=2)
    state.objectives = [objective("combat", 3), objective("music", 1)]
    column(state, 0, (0, "romeo", True), (0, "juliet", True), (1, "queen", True))
    column(state, 1, (0, "king", True))
    give(state, 1, "musketeers")
    state.turn = 1
    # The last card of the round, face down: Romeo with his Juliet (15 + 14 = 29) beats the
    # Queen and the Musketeers (16 + 11 = 27); acting, the Musketeers would make Romeo 5.
    state.apply(PlayCard("musketeers", 0))
    assert state.round == 2
    assert objective("combat", 3) in state.won[0]
    assert objective("combat", 3) not in state.won[1]


def test_two_dragons_take_2_from_each_other() -> None:
    # Each Dragon: 11 - 2 = 9; the Juliet: 14 - 2 - 2 = 10, which wins.
    seat, events = winner([(0, "dragon"), (1, "dragon"), (2, "juliet")])
    assert values(events, "dragon") == [9, 9, 10]
    assert seat == 2


def test_the_dragon_acts_after_the_prince() -> None:
    # Prince and Squire of seat 1 win outright, whatever the Dragon takes from them and the
    # King.
    seat, events = winner([(0, "king"), (1, "prince"), (1, "squire"), (2, "dragon")])
    assert seat == 1
    steps = codes(events)
    assert "dragon" not in steps[: steps.index("prince")]


def test_the_dragon_acts_before_the_beggar() -> None:
    # Before the Dragon: seat 0 has 5 (Romeo without Juliet), seat 1 has 2 + 4 = 6. The
    # Dragon takes 2 from each card: seat 0 has 3, seat 1 has 0 + 2 = 2, the lowest total.
    seat, events = winner([(0, "romeo"), (1, "squire"), (1, "beggar"), (2, "dragon")])
    assert values(events, "dragon") == [3, 0, 2, 11]
    assert seat == 1


def test_hermit_and_tom_thumb_count_face_down_cards_as_other_cards() -> None:
    # Tom Thumb: 2 + 3 * 2 = 8 with two face-down cards, above the Romeo's 5.
    seat, events = winner([(0, "tom-thumb", True), (1, "squire", False), (2, "romeo", False)])
    assert values(events)[0] == 8
    assert seat == 0
    # Hermit: 12 - 2 = 10, under the face-down Squire and Storm (2 + 9 = 11).
    seat, events = winner([(0, "hermit", True), (1, "squire", False), (1, "storm", False)])
    assert values(events)[0] == 10
    assert seat == 1


# -- scoring --------------------------------------------------------------------------------


def test_the_six_domain_score_takes_the_best_objective_of_each_domain() -> None:
    # Two Alchemy objectives (the better first) and two Music ones (the better last): best
    # per domain 5 + 1 + 1 + 1 + 1 + 3 = 12, twice that, minus 1 for each of the 2 others.
    won = [
        objective("alchemy", 5),
        objective("alchemy", 2),
        objective("combat", 1),
        objective("agriculture", 1),
        objective("commerce", 1),
        objective("religion", 1),
        objective("music", 1),
        objective("music", 3),
    ]
    assert six_domain_score(won, DATA.domains) == 2 * 12 - 2
    assert score(won, DATA.domains) == 22  # better than the plain sum, 15
    state = table(players=2)
    state.won = [won, []]
    assert state.scores() == [22, 0]


def test_the_plain_sum_is_kept_when_higher_than_the_six_domain_score() -> None:
    # All six Music objectives and a 1 of each other domain: plain 18 + 5 = 23; six domains
    # 2 * (5 + 5 * 1) - 5 = 15.
    music = [o for o in DATA.objectives if o.domain == "music"]
    won: list[Objective] = music + [objective(d, 1) for d in DATA.domains if d != "music"]
    assert six_domain_score(won, DATA.domains) == 15
    assert score(won, DATA.domains) == 23
    state = table(players=2)
    state.won = [[], won]
    assert state.scores() == [0, 23]


# -- hidden information -----------------------------------------------------------------------


def test_pile_sizes_are_shown_to_every_player() -> None:
    state = table(players=3)
    state.piles[0] = state.piles[0][:10]
    state.piles[2] = state.piles[2][:4]
    for seat in (0, 1, 2, None):
        assert state.view(seat).pile_sizes == (10, 22, 4)


def test_a_hand_is_secret_from_the_other_players() -> None:
    state = table(players=3)
    other = state.clone()
    # Seat 0 holds three other cards of its colour: its own view changes, no one else's.
    other.hands[0], other.piles[0] = other.piles[0][:3], other.hands[0] + other.piles[0][3:]
    assert set(other.hands[0]).isdisjoint(state.hands[0])
    assert other.view(0) != state.view(0)
    for seat in (1, 2, None):
        assert other.view(seat) == state.view(seat)
        assert state.view(seat).hand_sizes == (3, 3, 3)


# -- the cards --------------------------------------------------------------------------------


def test_the_printed_values_are_those_of_the_rule_book() -> None:
    raw = {c["id"]: c for c in load_json("cape-epee", "game.json")["cards"]}
    assert sorted(raw) == sorted(DATA.cards) == COLOUR
    for card, name, value, domain in RULE_BOOK:
        assert raw[card]["name_en"] == name
        assert DATA.cards[card].value == value, name
        if domain is not None:
            assert DATA.cards[card].ability == "specialist"
            assert DATA.cards[card].params == {"domain": domain, "value": 12}
