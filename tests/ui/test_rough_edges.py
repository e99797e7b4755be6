"""Rough edges a demanding new player met (issue 19), each checked on what the screen shows."""
from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pygame
import pytest
from tablekit import make_app, session_with, setup, step

from game.app import App
from game.model import Card, Play

DT = 1 / 60


@pytest.fixture
def app(tmp_path: Path) -> Iterator[App]:
    a = make_app(tmp_path)
    yield a
    a.close()


def _texts(monkeypatch: pytest.MonkeyPatch, module: Any) -> list[tuple[str, tuple[int, int]]]:
    """Record every text `module` draws with `draw_text`, with where."""
    drawn: list[tuple[str, tuple[int, int]]] = []
    real = module.draw_text

    def record(surface: Any, text: str, size: int, pos: Any, *args: Any, **kw: Any) -> Any:
        drawn.append((text, (round(pos[0]), round(pos[1]))))
        return real(surface, text, size, pos, *args, **kw)

    monkeypatch.setattr(module, "draw_text", record)
    return drawn


def test_the_single_hand_win_screen_counts_cards_under_cards_left(app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    from game.model import Rules
    from game.session import MatchConfig, SeatSetup
    from game.ui.scenes import matchover

    rules = Rules(target_score=None)
    cfg = MatchConfig((SeatSetup("You", "human"), SeatSetup("Mia", "easy"), SeatSetup("Leo", "easy")), rules, seed=0, human=0)
    game = setup([["R5"], ["G3", "B7", "GS"], ["Y9", "W4"]], ["R1"], rules=rules)
    game.apply(Play(0, Card.parse("R5")))
    s = session_with(cfg, game)
    scene = matchover.MatchOverScene(app, s)
    app.reset(scene)
    step(app, 120, dt=DT)
    drawn = _texts(monkeypatch, matchover)
    app.draw(app.screen)
    head = next(pos for text, pos in drawn if text == "CARDS LEFT")
    column = {text for text, pos in drawn if pos[0] == head[0] and text != "CARDS LEFT"}
    assert column == {"0", "3", "2"}, column
    assert not any(text.endswith("pts") for text, _ in drawn)


def test_one_name_per_rule_switch_everywhere(app: App) -> None:
    """Settings, the chips (`Rules.house_rules`), How to play and Statistics name each rule the same."""
    from game.model import RULE_HELP, Rules
    from game.storage.settings import rules_label
    from game.ui.scenes.howto import pages_for
    from game.ui.scenes.settings import RULE_ROWS, SettingsScene
    from game.ui.scenes.stats import pretty_rule_set

    for name, (label, _help) in RULE_ROWS.items():
        assert label == RULE_HELP[name][0], name
    rules = Rules(hand_size=5, first_card_number_only=True, target_score=300)
    assert "Cards dealt 5" in rules.house_rules() and "Number card to start" in rules.house_rules()
    titles = [p.title for p in pages_for(rules)]
    assert "House rule: Cards dealt" in titles and "House rule: Number card to start" in titles
    assert pretty_rule_set(rules_label(rules.to_dict())) == "Cards dealt 5, Number card to start"
    # switching on exactly the Party switches by hand is "Party" in Settings, as Statistics files it
    scene = SettingsScene(app, tab="rules")
    app.reset(scene)
    step(app)
    for name in ("stacking", "seven_o", "jump_in"):
        scene.set_rule(name, True)
    assert app.settings.preset == "party"
    assert rules_label(app.settings.rules) == "Party"
    scene.set_rule("force_play", True)
    assert app.settings.preset == "custom"


def test_how_to_play_says_a_page_scrolls_and_keeps_its_number_off_the_scroll_bar(
        app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    from game.model import Rules
    from game.ui.scenes import howto

    app.settings.rules = Rules(stacking=True, seven_o=True, jump_in=True, edition="2018").to_dict()
    scene = howto.HowToScene(app)
    app.reset(scene)
    step(app, 3)
    long_pages = []
    for page in range(len(scene.pages)):
        scene.go(page)
        step(app, 2)
        drawn = _texts(monkeypatch, howto)
        shown: list[str] = []
        monkeypatch.setattr(howto, "text_surface", _recording(howto.text_surface, shown), raising=False)
        app.draw(app.screen)
        monkeypatch.undo()
        number = f"{page + 1} / {len(scene.pages)}"
        pos = next(p for t, p in drawn if t == number)
        bar = scene.menu.scroll_bar()
        hinted = any(t.startswith("More below") for t in shown)
        if scene.menu.max_scroll > 0:
            long_pages.append(page)
            assert bar is not None and pos[0] + 8 <= bar.x, f"page {number} touches its scroll bar"
            assert hinted, f"page {number} scrolls without a word"
            scene.menu.scroll_by(scene.menu.max_scroll)
            shown.clear()
            monkeypatch.setattr(howto, "text_surface", _recording(howto.text_surface, shown), raising=False)
            app.draw(app.screen)
            monkeypatch.undo()
            assert not any(t.startswith("More below") for t in shown), "the hint stays at the page's end"
        else:
            assert not hinted
    assert long_pages, "some page scrolls at 960x540"


def _recording(fn: Any, into: list[str]) -> Any:
    def record(text: str, *args: Any, **kw: Any) -> Any:
        into.append(text)
        return fn(text, *args, **kw)

    return record


def test_the_main_button_is_not_red_unless_focused(app: App) -> None:
    from game.ui.controls import Button
    from game.ui.palette import RED

    button = Button("Next ›", lambda: None, primary=True)
    button.set_rect(pygame.Rect(10, 10, 200, 50), 1.0)
    surface = pygame.Surface((240, 90))
    surface.fill((0, 0, 0))
    button.draw(surface)
    face = surface.get_at((30, 35))[:3]
    assert face != RED and not (face[0] > face[1] + 80), f"an unfocused main button is drawn red: {face}"


def test_settings_show_every_wild_customizable_whole_and_say_what_it_does(app: App) -> None:
    from game.model import CUSTOM_WILD_HELP, CUSTOM_WILDS, Rules
    from game.ui.controls import Stepper
    from game.ui.scenes.settings import SettingsScene

    for value in CUSTOM_WILDS:
        app.settings.rules = Rules(edition="2018", custom_wild=value).to_dict()
        scene = SettingsScene(app, tab="rules")
        app.reset(scene)
        step(app, 2)
        row = next(w for w in scene.menu.items if isinstance(w, Stepper) and w.label.startswith("Wild Customizable"))
        assert row.shown_text() == CUSTOM_WILD_HELP[value][0], f"{value} is cut off: {row.shown_text()!r}"
        does = CUSTOM_WILD_HELP[value][1]
        assert does[1:] in row.help, f"the row does not say what {value} does: {row.help!r}"


def test_picking_who_draws_two_is_not_called_a_swap() -> None:
    from game.ui.table.hints import Situation, hint_line

    text, _color = hint_line(Situation(picking_seat=True, picking_draws=True, my_turn=True))
    assert "draw two" in text and "swap" not in text
    text, _color = hint_line(Situation(picking_seat=True, my_turn=True))
    assert "swap hands" in text


def test_the_force_play_question_says_the_drawn_card_must_be_played() -> None:
    from game.ui.table.questions import PlayDrawn, word

    forced = word(PlayDrawn(Card.parse("R5"), can_keep=False), ["You", "Mia"])
    assert "must" in (forced.note or "") and "can be played" not in (forced.note or "")
    free = word(PlayDrawn(Card.parse("R5"), can_keep=True), ["You", "Mia"])
    assert "can be played" in (free.note or "")


def test_a_match_given_up_for_a_new_game_is_recorded_lost_for_each_person(app: App) -> None:
    from game.model import Rules
    from game.session import MatchConfig, SeatSetup, Session
    from game.ui.scenes.newgame import NewGameScene

    stats = app.store.stats
    # a single hand the person won, recorded as every finished game is
    won_cfg = MatchConfig((SeatSetup("Alex", "human"), SeatSetup("Mia", "easy")), Rules(target_score=None), seed=1)
    stats.record_match(rules=won_cfg.rules, seats=won_cfg.seats, human=0, winner=0, scores=[30, 0], hands=1,
                       single_hand=True, match_key="m-won", people=(0,))
    # a pass-and-play match left in its first hand
    cfg = MatchConfig((SeatSetup("Alex", "human"), SeatSetup("Bea", "human"), SeatSetup("Leo", "normal")),
                      Rules(target_score=500), seed=9)
    session = Session.new(cfg)
    app.store.save_match(session.to_dict())
    app.store.flush()
    scene = NewGameScene(app)
    app.reset(scene)
    step(app, 2)
    scene.start(confirmed=True)
    step(app, 2)
    stats.flush()
    alex = stats.totals("matches", person="Alex")
    assert (alex.games, alex.wins) == (2, 1), "the match given up counts as lost"
    bea = stats.totals("matches", person="Bea")
    assert (bea.games, bea.wins) == (1, 0)
    assert stats.totals("hands", person="Alex").games == 0, "the unfinished hand counts for no one"
    assert not any(getattr(s, "session", None) is session for s in app.scenes)


def _won_a_hand(app: App, meanwhile: Callable[[Any], None] | None = None) -> tuple[Any, Any]:
    """Play the person's last card (Red 5) against two random CPUs (`meanwhile(table)` as it goes): return the
    table and its results panel."""
    from tablekit import card_point, click, run_until, seats, settled

    from game.session import MatchConfig
    from game.ui.scenes.handover import HandOverScene
    from game.ui.scenes.table import TableScene

    game = setup([["R5"], ["G3", "B7"], ["Y9", "W4"]], ["R1"])
    cfg = MatchConfig(seats=seats("human", "random", "random"), rules=game.rules, seed=1, human=0)
    table = TableScene(app, session_with(cfg, game))
    app.reset(table)
    step(app)
    run_until(app, lambda: settled(table), 240)
    click(app, card_point(table, 0))
    if meanwhile is not None:
        meanwhile(table)
    run_until(app, lambda: isinstance(app.top, HandOverScene), 900)
    return table, app.top


def test_the_results_screen_can_be_paused_and_left(app: App) -> None:
    from tablekit import click, key

    from game.ui.scenes.pause import PauseScene
    from game.ui.scenes.title import TitleScene

    table, result = _won_a_hand(app)
    step(app, 240)  # the count-up has ended (before, Esc skips it)
    for k in (pygame.K_ESCAPE, pygame.K_p):
        key(app, k)
        step(app)
        assert isinstance(app.top, PauseScene), f"{pygame.key.name(k)} does nothing on the results screen"
        key(app, pygame.K_ESCAPE)  # Resume
        step(app)
        assert app.top is result
    click(app, table.pause_rect().center)
    step(app)
    assert isinstance(app.top, PauseScene), "the pause button does nothing on the results screen"
    quit_button = next(b for b in app.top.menu.items if getattr(b, "text", "") == "Quit to title")
    click(app, quit_button.rect.center)
    step(app, 2)
    assert isinstance(app.top, TitleScene) and len(app.scenes) == 1
    assert app.store.has_match(), "the match is saved for Continue"


def test_a_notice_never_covers_a_menu_screens_title(app: App) -> None:
    from game.ui.scenes.newgame import NewGameScene

    scene = NewGameScene(app)
    app.reset(scene)
    step(app, 3)
    top = pygame.Rect(0, 0, app.size[0], scene.panel.top)  # the title's band, above the panel
    app.draw(app.screen)
    before = pygame.image.tobytes(app.screen.subsurface(top), "RGB")
    app.notify("Rules from the command line for your next game: Stacking, Seven-O, Jump-In.")
    step(app)
    app.draw(app.screen)
    after = pygame.image.tobytes(app.screen.subsurface(top), "RGB")
    assert app.notices and before == after, "the notice is drawn over the title"


def test_a_notice_at_the_foot_of_a_menu_screen_hides_the_footer_it_covers() -> None:
    """A notice lies on an opaque panel: the footer line under it does not show through (1920x1080, New
    game: 'Rules from the command line...' over 'Everyone at the table, 2 to 10...', both legible at once)."""
    from game.ui.notices import Notices

    surface = pygame.Surface((1280, 720))
    notices = Notices()
    notices.add("Rules from the command line for your next game: Stacking.", 0.0)
    looks = []
    for under in ((255, 255, 255), (0, 0, 0)):
        surface.fill(under)
        notices.draw(surface, 0.1, 1.0, below=True)
        row = [surface.get_at((x, 720 - 12)) for x in range(520, 760)]  # inside the panel, under the words
        looks.append(row)
    assert looks[0] == looks[1], "what lies under the notice shows through its panel"


def test_a_rule_changed_during_a_match_is_announced_at_the_next_deal(app: App) -> None:
    from tablekit import card_point, click, key, run_until, seats, settled

    from game.model import Rules
    from game.session import MatchConfig
    from game.ui.scenes.handover import HandOverScene
    from game.ui.scenes.table import TableScene

    rules = Rules(custom_wild="swap_hands")  # a classic deck: the Wild Customizable's rule cannot matter
    app.settings.rules = rules.to_dict()
    game = setup([["R5"], ["G3", "B7"], ["Y9", "W4"]], ["R1"], rules=rules)
    cfg = MatchConfig(seats=seats("human", "random", "random"), rules=rules, seed=1, human=0)
    table = TableScene(app, session_with(cfg, game))
    app.reset(table)
    step(app)
    run_until(app, lambda: settled(table), 240)
    assert table.painting.chips() == ["Official rules"]  # no "Wild Customizable: swap hands"
    app.settings.rules = Rules(custom_wild="swap_hands", jump_in=True, uno_penalty=4).to_dict()
    click(app, card_point(table, 0))
    run_until(app, lambda: isinstance(app.top, HandOverScene), 900)
    step(app, 30)
    key(app, pygame.K_RETURN)
    run_until(app, lambda: app.top is table, 60)
    step(app)
    assert "New rules from this hand: Jump-In, Uno penalty 4." in app.notices
    assert table.painting.chips() == ["Jump-In", "Uno penalty 4"]


def test_the_active_seats_glow_never_covers_the_rule_chips(tmp_path: Path) -> None:
    from game.ui.table.seats import Seats

    app = make_app(tmp_path, "--demo", "--players", "10", "--rules", "stacking,seven_o,jump_in", "--seed", "1",
                   size="960x540")
    try:
        table = app.top
        layout = table.desk.layout  # type: ignore[union-attr]
        top_left = min(layout.seats, key=lambda sl: (sl.plate.y, sl.plate.x))
        for _ in range(3000):
            step(app)
            if table.desk.anim.current == top_left.seat and not table.desk.anim.busy:  # type: ignore[union-attr]
                break
        assert table.desk.anim.current == top_left.seat  # type: ignore[union-attr]
        strip = pygame.Rect(0, 0, app.size[0], layout.top_h)
        app.draw(app.screen)
        lit = pygame.image.tobytes(app.screen.subsurface(strip), "RGB")
        real = Seats._pulse
        Seats._pulse = lambda *a, **k: None  # type: ignore[method-assign]
        try:
            app.draw(app.screen)
        finally:
            Seats._pulse = real  # type: ignore[method-assign]
        unlit = pygame.image.tobytes(app.screen.subsurface(strip), "RGB")
        assert lit == unlit, "the active seat's glow is drawn over the top strip (the rule chips)"
    finally:
        app.close()


def test_one_key_jumps_in(app: App) -> None:
    from tablekit import key, run_until, seats, settled

    from game.model import Rules
    from game.session import MatchConfig
    from game.ui.scenes.table import TableScene

    rules = Rules(jump_in=True)
    # Mia is on turn and thinking; the person holds the very card on top (R5)
    game = setup([["R5", "G2", "B3"], ["Y7", "Y8", "Y9"], ["G7", "G8", "G9"]], ["R5"], rules=rules, current=1)
    cfg = MatchConfig(seats=seats("human", "normal", "normal"), rules=rules, seed=1, human=0)
    table = TableScene(app, session_with(cfg, game))
    app.reset(table)
    step(app)
    run_until(app, lambda: settled(table) and bool(table.controller.jump_in_cards()), 240)
    assert table.controller.history == [] and table.selection.selected < 0
    key(app, pygame.K_RETURN)
    step(app)
    assert table.controller.history[:1] == [Play(0, Card.parse("R5"))], table.controller.history


def _jumped_in_with_a_seven(app: App) -> Any:
    """Return a table where the person has just jumped in with a 7 and is asked whom to swap with."""
    from tablekit import key, run_until, seats, settled

    from game.model import Rules
    from game.session import MatchConfig
    from game.ui.scenes.table import TableScene
    from game.ui.table.questions import PickSeat

    rules = Rules(jump_in=True, seven_o=True)
    # Mia is on turn and thinking; the person holds the very card on top (R7), which swaps hands
    game = setup([["R7", "G2", "B3"], ["Y7", "Y8", "Y9", "Y1"], ["G7", "G8", "G9", "G1"]], ["R7"],
                 rules=rules, current=1)
    cfg = MatchConfig(seats=seats("human", "normal", "normal"), rules=rules, seed=1, human=0)
    table = TableScene(app, session_with(cfg, game))
    app.reset(table)
    step(app)
    run_until(app, lambda: settled(table) and bool(table.controller.jump_in_cards()), 240)
    key(app, pygame.K_RETURN)
    assert isinstance(table.pending, PickSeat), table.pending
    return table


def test_an_out_of_turn_chooser_stops_the_clock(app: App) -> None:
    """Jumping in with a 7 asks whom to swap with: the CPUs wait for the answer, then play on."""
    from tablekit import run_until

    from game.ui.table.questions import PickSeat

    table = _jumped_in_with_a_seven(app)
    left = table.controller.window_left
    assert left > 0
    step(app, 600)  # ten seconds deciding whom to swap with: nobody plays, nothing is caught
    assert table.controller.window_left == pytest.approx(left, abs=0.05)  # the jump-in's time waits too
    assert table.controller.history == [], table.controller.history
    assert isinstance(table.question, PickSeat)
    table.answer(table.question, 2)
    assert table.controller.history[:1] == [Play(0, Card.parse("R7"), target=2)], table.controller.history
    run_until(app, lambda: len(table.controller.history) > 1, 600)  # the CPUs play on after the answer


def test_a_cancelled_out_of_turn_chooser_lets_the_cpus_play_on(app: App) -> None:
    from tablekit import key, run_until

    table = _jumped_in_with_a_seven(app)
    step(app, 300)
    assert table.controller.history == []
    key(app, pygame.K_ESCAPE)
    assert table.pending is None
    run_until(app, lambda: len(table.controller.history) > 0, 600)
    assert table.controller.history[0].player == 1


class _Forgetful:
    """A CPU that plays the first card it may and never says Uno nor reacts (nobody catches but the person)."""

    reaction = 0.5

    def choose(self, view: Any, legal: list[Any]) -> Any:
        return next((a for a in legal if isinstance(a, Play)), legal[0])

    def react(self, view: Any, legal: list[Any]) -> Any:
        return None


def test_the_plate_of_a_player_open_to_a_catch_counts_down(app: App) -> None:
    """Mia forgets Uno: her plate shows the time the person has left to catch her, shrinking."""
    from tablekit import run_until, seats

    from game.model import Rules
    from game.session import MatchConfig
    from game.ui.scenes.table import TableScene

    CATCH_BAR_RGB = (255, 206, 60)  # game.ui.palette.COUNT_BAR_RGB
    rules = Rules()
    game = setup([["B5", "G2", "B3"], ["R6", "R8"], ["G7", "G8", "G9", "G1"]], ["R4"], rules=rules, current=1)
    cfg = MatchConfig(seats=seats("human", "normal", "normal"), rules=rules, seed=1, human=0)
    table = TableScene(app, session_with(cfg, game))
    table.controller.agents[1] = _Forgetful()
    table.controller.agents[2] = _Forgetful()
    app.reset(table)
    step(app)
    c = table.controller
    run_until(app, lambda: 1 in c.catch_targets() and c.window_left > 0 and not table.anim.busy, 600)
    plate = next(sl.plate for sl in table.layout.seats if sl.seat == 1)

    def bar() -> int:
        app.draw(app.screen)
        shot = app.screen.subsurface(plate)
        return sum(1 for x in range(plate.w) for y in range(plate.h) if shot.get_at((x, y))[:3] == CATCH_BAR_RGB)

    full = bar()
    assert full > plate.w // 2, "no countdown on the plate of the player the person may catch"
    step(app, round(c.window_left * 0.5 * 60))
    assert 1 in c.catch_targets()
    assert 0 < bar() < full * 0.8, "the countdown does not shrink with the time left"
    others = [sl.plate for sl in table.layout.seats if sl.seat != 1]
    app.draw(app.screen)
    for rect in others:  # nobody else is open to a catch: no bar on their plates
        shot = app.screen.subsurface(rect)
        assert not any(shot.get_at((x, rect.h - 8))[:3] == CATCH_BAR_RGB for x in range(rect.w))


def test_a_log_line_is_never_cut_mid_sentence(app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    """At 960x540 a long sentence of the log wraps onto as many lines as it needs: every word of it is
    drawn (it was cut after two lines: "...play turns counter-clockwise —" named nobody)."""
    from tablekit import seats

    from game.session import MatchConfig
    from game.ui.scenes.table import TableScene
    from game.ui.table import log as log_module
    from game.ui.table.picture import LogLine

    game = setup([["R5", "B2", "G7"], ["G3", "B7", "Y1"]], ["R1"])
    cfg = MatchConfig(seats=seats("human", "random"), rules=game.rules, seed=1, human=0)
    table = TableScene(app, session_with(cfg, game))
    app.reset(table)
    step(app)
    drawn: list[str] = []
    real = log_module.text_surface

    def record(text: str, *args: Any, **kw: Any) -> Any:
        drawn.append(text)
        return real(text, *args, **kw)

    monkeypatch.setattr(log_module, "text_surface", record)
    sentence = ("Mia played Red Reverse as her second card of the turn — play turns counter-clockwise, "
                "Leo misses a turn, and Ann takes two cards from the draw pile before passing to Ava")
    anim = table.desk.anim  # type: ignore[union-attr]
    anim.log.append(LogLine(sentence, anim.log[-1].t if anim.log else 0.0))
    step(app, 2)
    assert " ".join(drawn).split()[-len(sentence.split()):] == sentence.split()


def test_confetti_only_for_a_win_at_the_screen(app: App) -> None:
    """The match-over celebrates the person's win; a person who lost gets a quiet screen (the playtest
    met confetti and a fanfare for "Mia wins")."""
    from tablekit import seats

    from game.model import Rules
    from game.session import MatchConfig
    from game.ui.scenes.matchover import MatchOverScene

    rules = Rules(target_score=None)
    cfg = MatchConfig(seats=seats("human", "random"), rules=rules, seed=1, human=0)
    for winner, pieces in ((1, False), (0, True)):
        hands = [["R5", "B2"], ["G3", "B7"]]
        hands[winner] = ["G3"]
        game = setup(hands, ["G1"], rules=rules, current=winner)
        game.apply(Play(winner, Card.parse("G3")))
        assert game.winner == winner
        scene = MatchOverScene(app, session_with(cfg, game))
        assert bool(scene.pieces) is pieces, f"confetti {'missing' if pieces else 'shown'} when seat {winner} won"


def test_a_page_that_goes_on_fades_its_last_lines_instead_of_cutting_one_under_the_hint(app: App) -> None:
    """Playtest (6114fcd): the "More below" pill sat on the last visible line, cut in half by the
    list's edge over the buttons. The page's last lines now fade out above the edge."""
    from game.model import Rules
    from game.ui.scenes import howto

    app.settings.rules = Rules(stacking=True, seven_o=True, jump_in=True, edition="2018").to_dict()
    scene = howto.HowToScene(app)
    app.reset(scene)
    step(app, 3)
    checked = 0
    for page in range(len(scene.pages)):
        scene.go(page)
        step(app, 2)
        if not scene.more_below():
            continue
        app.draw(app.screen)
        m = scene.menu.rect
        bright = [x for x in range(m.x, m.right, 2) for y in range(m.bottom - 4, m.bottom)
                  if min(app.screen.get_at((x, y))[:3]) > 150]
        assert not bright, f"page {page + 1}: text drawn at full strength along the list's bottom edge"
        checked += 1
    assert checked, "some page goes on below at 960x540"


@pytest.mark.parametrize("how", ["L", "Up", "button"])
def test_the_results_screen_opens_the_hands_log_and_comes_back(app: App, how: str) -> None:
    """Playtest: L did nothing on the results panel. L, Up (a controller's d-pad) or its Log button opens the
    whole hand's log over it, the last line (the winning card) in it; Esc closes the log and the results
    are there again, still waiting for Continue."""
    from tablekit import click, key

    table, result = _won_a_hand(app)
    step(app, 240)
    if how == "button":
        button = next(b for b in result.menu.items if getattr(b, "text", "") == "L: log")
        click(app, button.rect.center)
    else:
        key(app, pygame.K_l if how == "L" else pygame.K_UP)
    step(app)
    assert app.top is not result and table.logroom.is_open, f"{how} does not open the log on the results screen"
    assert any("Red 5" in line.text for line in table.logroom.lines()), "the log shows the hand just played"
    hand = table.session.match.hand_number
    key(app, pygame.K_RETURN)  # closes the log, and does only that
    step(app)
    assert app.top is result and not table.logroom.is_open
    assert table.session.match.hand_number == hand, "the key that closed the log dealt on"
    key(app, pygame.K_l)
    step(app)
    key(app, pygame.K_ESCAPE)
    step(app)
    assert app.top is result and not table.logroom.is_open


def test_a_log_left_open_closes_as_the_results_come(app: App) -> None:
    """Playtest: the log was open as the hand ended; the results were drawn over it, Esc paused instead of
    closing it, and it was still open (and empty) over the next hand. The results take its place."""
    from tablekit import key

    def open_the_log(table: Any) -> None:
        step(app, 2)
        key(app, pygame.K_l)  # the log, opened as the last card goes
        step(app)
        assert table.logroom.is_open

    table, _result = _won_a_hand(app, open_the_log)
    assert not table.logroom.is_open, "the results come up in the open log's place"
    key(app, pygame.K_ESCAPE)
    step(app)
    assert type(app.top).__name__ == "PauseScene", "Esc on the results pauses, with no log left to close"


def test_a_match_replaced_by_people_from_the_command_line_is_recorded_lost(tmp_path: Path) -> None:
    """Playtest on a464556: `--people` started a pass-and-play match over the saved one, which then counted
    nowhere (Games played 2 instead of 3). It is given up as New game gives it up: lost for each person."""
    from tablekit import make_app

    from game.model import Rules
    from game.session import MatchConfig, SeatSetup, Session

    first = make_app(tmp_path)
    cfg = MatchConfig((SeatSetup("Alex", "human"), SeatSetup("Leo", "normal")), Rules(target_score=500), seed=9)
    first.store.save_match(Session.new(cfg).to_dict())
    first.store.flush()
    first.close()
    app = make_app(tmp_path, "--people", "Ann,Bob", "--players", "3")
    try:
        stats = app.store.stats
        stats.flush()
        assert stats.totals("matches", person="Alex").games == 1, "the match replaced counts as lost"
        assert stats.totals("matches", person="Alex").wins == 0
    finally:
        app.close()


def test_a_log_left_open_closes_as_a_question_comes(app: App) -> None:
    """Playtest on 6f4f358: the log was open as Mia's Wild Draw Four came; the "Challenge / Take 4" panel
    was drawn in the middle of the log's lines, both hard to read. The question takes the log's place."""
    from tablekit import FirstPlayable, asked, key, run_until, seats, settled

    from game.session import MatchConfig
    from game.ui.scenes.table import TableScene
    from game.ui.table.questions import AnswerWildDrawFour

    game = setup([["R5", "G2", "Y7"], ["W4", "B3", "B4"]], ["R1"], current=1)
    cfg = MatchConfig(seats=seats("human", "normal"), rules=game.rules, seed=1, human=0)
    session = session_with(cfg, game)
    session.agents[1] = FirstPlayable()
    table = TableScene(app, session)
    app.reset(table)
    step(app)
    run_until(app, lambda: settled(table), 240)
    key(app, pygame.K_l)
    step(app)
    assert table.logroom.is_open
    asked(app, table, AnswerWildDrawFour, 600)
    assert not table.logroom.is_open, "the question comes up in the open log's place"
