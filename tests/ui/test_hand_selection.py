"""The person's hand by mouse and keys (issue 12): hover and keyboard selection look different, Enter
plays the card last clicked, the selection never outlives its turn, and each turn's keyboard selection
starts on the first playable card. Real pygame events through the App."""
from __future__ import annotations

import math
from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest
from tablekit import (
    FirstPlayable,
    card_point,
    click,
    config,
    key,
    make_app,
    move,
    run_until,
    session_with,
    settled,
    setup,
    step,
)

from game.app import App
from game.model import Card, Play
from game.ui.scenes.table import HOVER_LIFT, TableScene
from game.ui.table import fan
from game.ui.table.hand import SELECT_RGB


@pytest.fixture
def app(tmp_path: Path) -> Iterator[App]:
    a = make_app(tmp_path, "--speed", "3")
    yield a
    a.close()


def table_at(app: App, hands: list[list[str]], top: str, current: int = 0) -> TableScene:
    game = setup(hands, [top], current=current)
    session = session_with(config(len(hands)), game)
    session.agents[1] = FirstPlayable()
    table = TableScene(app, session)
    app.reset(table)
    run_until(app, lambda: table.controller.started and len(table.anim.hand) == len(hands[0]) and settled(table),
              600)
    return table


def settle_lifts(app: App) -> None:
    step(app, 30)


def test_hover_and_keyboard_selection_look_different(app: App) -> None:
    table = table_at(app, [["G7", "R5", "B2", "R9"], ["Y1", "Y2", "Y3"]], "R1")
    move(app, card_point(table, 3))  # the mouse rests on R9 (a card that may be played)
    settle_lifts(app)
    assert table.hover == 3 and table.selected == -1
    hover_lift = table.anim.hand[3].lift
    key(app, pygame.K_RIGHT)  # the keys choose a card: the first that may be played (R5), not G7
    settle_lifts(app)
    assert table.selected == 1
    assert table.anim.hand[1].lift == 1.0 and hover_lift == pytest.approx(HOVER_LIFT)
    # the chosen card wears the pointer above it; the hovered one does not
    surface = pygame.Surface(app.size)
    table.draw(surface)
    L = table.layout

    def pointer_above(i: int) -> bool:
        # where the card is drawn: on the fan's arc, leaning, lifted (game.ui.table.fan)
        x, y, angle = fan.pose(table.anim.hand[i], table.anim.lean, L.card_h)
        t = math.radians(angle)
        for dy in range(2, 14):
            up = L.card_h / 2 + dy
            if tuple(surface.get_at((round(x - math.sin(t) * up), round(y - math.cos(t) * up))))[:3] == SELECT_RGB:
                return True
        return False

    assert pointer_above(1) and not pointer_above(3)


def test_enter_plays_the_card_clicked_before_the_turn_came(app: App) -> None:
    table = table_at(app, [["G7", "R5", "B2"], ["R3", "Y2", "Y3"]], "R1", current=1)
    red5 = Card.parse("R5")
    index = next(i for i, s in enumerate(table.anim.hand) if s.card is red5)
    click(app, card_point(table, index))  # Mia is still to play: refused, but the card stays chosen
    assert table.controller.history == [] and table.selected == index
    run_until(app, lambda: table.controller.my_turn() and settled(table), 600)
    assert table.anim.hand[table.selected].card is red5
    key(app, pygame.K_RETURN)
    assert table.controller.history[-1] == Play(0, red5)
    assert table.selected == -1


def test_enter_with_nothing_chosen_chooses_the_first_playable_card(app: App) -> None:
    table = table_at(app, [["G7", "B2", "R5"], ["Y1", "Y2", "Y3"]], "R1")
    key(app, pygame.K_RETURN)
    assert table.selected == 2 and table.controller.history == []
    key(app, pygame.K_RETURN)
    assert table.controller.history == [Play(0, Card.parse("R5"))]


def test_the_selection_lets_go_when_the_turn_ends_and_starts_on_a_playable_card_next_turn(app: App) -> None:
    table = table_at(app, [["G7", "R5", "B2", "R9", "Y4"], ["R3", "Y2", "B3", "G8"]], "R1")
    key(app, pygame.K_RIGHT)
    key(app, pygame.K_RIGHT)  # R5 -> B2 (not playable: a dimmed card, raised)
    assert table.selected == 2
    key(app, pygame.K_LEFT)
    key(app, pygame.K_RETURN)  # plays R5; Mia answers with R3
    assert table.controller.history == [Play(0, Card.parse("R5"))]
    saw_none = False
    for _ in range(600):
        step(app)
        if not table.controller.my_turn():
            saw_none = saw_none or table.selected == -1
            assert table.selected == -1, "a card stayed chosen through Mia's turn"
        elif settled(table):
            break
    assert saw_none and table.controller.my_turn()
    step(app, 2)
    hand = [s.card.text for s in table.anim.hand]
    # Mia played R3: the first card that may be played now is R9 (G7 and B2 may not)
    assert hand[table.selected] == "R9", (hand, table.selected)


def test_right_visits_every_card_enter_on_one_that_cannot_play_says_why_and_page_down_skips_to_playable(
        app: App) -> None:
    """Issue 19 playtest: Right "stopped" on cards that cannot be played. The decision: Left/Right visit
    every card (a player looks at any card; the playable ones are raised and marked), Enter on one that
    cannot be played refuses with the reason, Page Down / Page Up jump to the next card that can be
    played; How to play and the README list both, as the help says."""
    from game.ui.scenes.howto import KEYS

    table = table_at(app, [["G7", "B2", "R5", "Y4", "R9"], ["Y1", "Y2", "Y3"]], "R1")
    seen = []
    for _ in range(5):
        key(app, pygame.K_RIGHT)
        seen.append(table.selected)
    assert sorted(seen) == [0, 1, 2, 3, 4], "Right visits every card, once each round the hand"
    table.selected = 1  # Blue 2 on a Red 1: not playable
    key(app, pygame.K_RETURN)
    assert table.controller.history == [] and "Blue 2" in table.desk.message, table.desk.message
    key(app, pygame.K_PAGEDOWN)
    assert table.selected == 2, "Page Down goes to the next card that can be played (Red 5)"
    key(app, pygame.K_PAGEDOWN)
    assert table.selected == 4, "and on to Red 9, past Yellow 4"
    named = {k for k, _ in KEYS}
    assert "Page Up / Page Down" in named, "How to play lists the keys that jump between playable cards"
    what = dict(KEYS)["Left / Right"]
    assert "every card" in what and "playable ones raised" in what, what


@pytest.mark.parametrize("presses", [1, 2, 3])
def test_sorting_the_hand_keeps_the_keyboard_choice_on_the_same_card(app: App, presses: int) -> None:
    """S sorts by colour, then by number, then leaves the order: the choice follows its card each time
    (it kept its place in the row and so landed on another card), and Enter plays that card."""
    app.settings.auto_sort = "none"
    table = table_at(app, [["G7", "R5", "B2", "R9", "Y3", "R1"], ["Y1", "Y2", "Y3"]], "R4")
    key(app, pygame.K_RIGHT)
    key(app, pygame.K_RIGHT)
    key(app, pygame.K_RIGHT)  # R5 -> B2 -> R9
    red9 = Card.parse("R9")
    assert table.anim.hand[table.selected].card == red9
    before = [s.card for s in table.anim.hand]
    for _ in range(presses):
        key(app, pygame.K_s)
    settle_lifts(app)
    order = [s.card for s in table.anim.hand]
    if presses < 3:
        assert order != before  # sorted: R9 moved
    assert table.anim.hand[table.selected].card == red9
    assert table.anim.hand[table.selected].lift == 1.0
    assert [s.lift for s in table.anim.hand].count(1.0) == 1
    key(app, pygame.K_RETURN)
    assert table.controller.history[-1] == Play(0, red9)


def _rise(table: TableScene, index: int) -> float:
    """How many pixels card `index` of the hand is drawn above its place in the fan."""
    return fan.raised(table.anim.hand[index], table.layout.card_h)


def test_hovering_raises_a_playable_card_clearly_more_than_one_that_cannot_be_played(app: App) -> None:
    """On the person's turn the card under the pointer rises half way when it may be played, and only
    stirs when it may not: hovering tells the two apart (as the marks do)."""
    table = table_at(app, [["G7", "R5", "B2", "R9"], ["Y1", "Y2", "Y3"]], "R1")
    assert table.controller.my_turn()
    move(app, card_point(table, 2))  # B2: cannot be played on R1
    settle_lifts(app)
    assert table.hover == 2
    stirs = _rise(table, 2)
    assert 0 < table.anim.hand[2].lift <= HOVER_LIFT / 2 and stirs > 0  # it responds, a little
    move(app, card_point(table, 1))  # R5: may be played
    settle_lifts(app)
    assert table.hover == 1 and table.anim.hand[1].lift == pytest.approx(HOVER_LIFT)
    assert _rise(table, 1) >= 2 * stirs
    assert table.anim.hand[2].lift == 0.0  # B2 sank back


def test_out_of_turn_every_hovered_card_only_stirs(app: App) -> None:
    """While another player plays nothing may be played: a playable card under the pointer reads as
    nothing more than the others."""
    table = table_at(app, [["G7", "R5", "B2", "R9"], ["R3", "Y2", "Y3"]], "R1", current=1)
    assert not table.controller.my_turn()
    move(app, card_point(table, 1))  # R5 would play on R1, but it is Mia's turn
    step(app, 8)
    assert table.hover == 1 and not table.controller.my_turn()
    assert 0 < table.anim.hand[1].lift <= HOVER_LIFT / 2


def test_the_draw_button_lights_when_the_cards_show_the_persons_turn(app: App) -> None:
    """Playtest (6114fcd): the Draw button was lit while the table still showed a CPU's turn (the model
    is a play ahead of the cards). It lights once the CPU's card has landed."""
    table = table_at(app, [["G7", "B5"], ["R5", "Y2", "Y3"]], "R1", current=1)
    c = table.controller
    seen_early = seen_lit = False
    for _ in range(600):
        step(app, 1)
        if c.my_turn() and table.anim.busy:
            assert not table.buttons["draw"].enabled, "Draw lit while the CPU's card was still moving"
            seen_early = True
        elif c.my_turn() and not table.anim.busy and table.buttons["draw"].enabled:
            seen_lit = True
            break
    assert seen_early and seen_lit


def test_home_and_end_choose_the_first_and_last_card(app: App) -> None:
    """End did nothing in the hand (playtest on bf6b910): Home and End choose the hand's first and last
    card, as in any list; How to play and the README name them."""
    from game.ui.scenes.howto import KEYS

    table = table_at(app, [["G7", "B2", "R5", "Y4", "R9"], ["Y1", "Y2", "Y3"]], "R1")
    key(app, pygame.K_END)
    assert table.selected == 4
    key(app, pygame.K_HOME)
    assert table.selected == 0
    assert table.controller.history == [], "choosing plays nothing"
    assert "Home / End" in dict(KEYS)
    assert "| Home / End |" in (Path(__file__).parents[2] / "README.md").read_text(encoding="utf-8")


def test_an_extra_enter_after_continue_plays_no_card(tmp_path: Path) -> None:
    """Playtest on 5166f36: after Continue (chosen with Enter) the game played a card the person never
    chose: a table that opens on the person's turn chose the first playable card at once, so the next
    Enter (pressed again while the save loaded) played it. Opening on a turn in progress chooses nothing:
    Enter then chooses the first playable card, and only the next Enter plays it."""
    first = make_app(tmp_path)
    game = setup([["Y5", "RS", "YD2", "G7"], ["Y1", "Y2", "Y3"]], ["RD2"])
    first.store.save_match(session_with(config(2), game).to_dict())
    first.store.flush(5.0)
    first.close()
    app = make_app(tmp_path)
    try:
        key(app, pygame.K_RETURN)  # Continue, focused on the title
        run_until(app, lambda: isinstance(app.top, TableScene), 120)
        table = app.top
        assert isinstance(table, TableScene)
        run_until(app, lambda: table.controller.my_turn() and settled(table), 600)
        step(app, 10)
        assert table.selected == -1, "nothing is chosen for the person on a turn the table opened on"
        key(app, pygame.K_RETURN)  # the Enter pressed again
        step(app, 10)
        assert table.controller.history == [], "an Enter after Continue played a card"
        assert str(table.anim.hand[table.selected].card) == "RS"
        key(app, pygame.K_RETURN)
        assert [type(a).__name__ for a in table.controller.history] == ["Play"]
    finally:
        app.close()


def test_a_held_enter_acts_once(app: App) -> None:
    """Playtests on 5166f36 and a464556: Enter on Continue also played a card. Opening the table blocks the
    loop past the key-repeat delay, so the same press came back as repeated presses to the table. The
    repeats of Enter (no release between) act on nothing; a new press acts."""
    from tablekit import post

    table = table_at(app, [["G7", "R5", "B2", "R9"], ["Y1", "Y2", "Y3"]], "R1")
    post(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=0)
    step(app)
    chosen = table.selected
    assert chosen >= 0, "the first Enter chooses the first playable card"
    for _ in range(3):  # its repeats
        post(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=0)
        step(app)
    assert table.controller.history == [], "a repeat of the same Enter played the card"
    post(pygame.KEYUP, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=0)
    post(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=0)
    step(app)
    assert [type(a).__name__ for a in table.controller.history] == ["Play"]


def test_page_down_raises_no_card_when_none_can_be_played(app: App) -> None:
    """Playtest 10: Page Down with no card to play raised a dimmed card, and the hint then said "Esc puts
    the card back". Nothing rises; the person is told to draw."""
    table = table_at(app, [["G7", "B2", "Y4"], ["Y1", "Y2", "Y3"]], "R1")
    for k in (pygame.K_PAGEDOWN, pygame.K_PAGEUP):
        key(app, k)
        assert table.selected == -1
        assert "draw (D)" in table.desk.message, table.desk.message
