"""Every text fits its panel, button or plate, on every screen, in the pseudo-language and in German.

The layout itself says where each text went: while `game.ui.text.recording_fits` is on, every
`draw_text` records its rect and the box it was given, every `ellipsize` that cuts a text records it
(a person's name on a plate is allowed to be cut), and every wrapped line wider than its width is
recorded. At 960x540 and 1920x1080 each screen is drawn (scrolled lists at every scroll position,
How to play at every page, Settings at every tab) and nothing may overflow or be cut.
"""
from __future__ import annotations

import itertools
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pygame
import pytest

from game import i18n
from game.app import App
from game.model import Rules
from game.model.cards import Card
from game.session import MatchConfig, SeatSetup, Session
from game.ui import routes
from game.ui.menus import Menu
from game.ui.scenes.handover import HandOverScene
from game.ui.scenes.howto import HowToScene
from game.ui.scenes.matchover import MatchOverScene
from game.ui.scenes.newgame import NewGameScene
from game.ui.scenes.question import QuestionScene
from game.ui.scenes.settings import TABS, SettingsScene
from game.ui.scenes.stats import StatsScene
from game.ui.scenes.table import TableScene
from game.ui.scenes.title import TitleScene
from game.ui.table.questions import ConfirmBluff, PickColor, PickSeat
from game.ui.text import Fit, recording_fits
from tests.ui.tablekit import (
    asked,
    card_point,
    click,
    finished_session,
    key,
    make_app,
    run_until,
    seats,
    session_with,
    settled,
    setup,
    step,
)

SIZES = ("960x540", "1920x1080")
LANGUAGES = (i18n.PSEUDO, "de")


pytestmark = pytest.mark.usefixtures("english_after")  # tests/ui/conftest.py


def problems(fits: list[Fit], screen: tuple[int, int]) -> list[str]:
    """Return every text that overflowed its box or the window, was cut short, or wrapped too wide."""
    out: list[str] = []
    window = pygame.Rect((0, 0), screen)
    for f in fits:
        if f.kind != "draw":
            out.append(f"{f.kind}: {f.text!r} in {f.width}px")
            continue
        if f.box is not None and not f.clip.contains(f.box):
            continue  # scrolled out of view: checked at another scroll position
        if not window.contains(f.rect):
            out.append(f"outside the window: {f.text!r} at {tuple(f.rect)}")
        elif f.box is not None and not f.box.contains(f.rect):
            out.append(f"overflows its box: {f.text!r} at {tuple(f.rect)} in {tuple(f.box)}")
    return list(dict.fromkeys(out))


def frames(app: App) -> Iterator[None]:
    """Yield once per view of the top scene: each scroll position of each of its lists."""
    yield
    for menu in _menus(app.top):
        while menu.scroll < menu.max_scroll:
            menu.scroll_by(max(1, menu.rect.h // 2))
            yield


def _menus(scene: Any) -> list[Menu]:
    zones = getattr(scene, "zones", None)
    found = list(getattr(zones, "menus", [])) if zones is not None else []
    menu = getattr(scene, "menu", None)
    if isinstance(menu, Menu) and menu not in found:
        found.append(menu)
    return found


def check(app: App, what: str, found: dict[str, list[str]]) -> None:
    """Draw the top scene at each scroll position and note what does not fit."""
    for _ in frames(app):
        with recording_fits() as fits:
            app.draw(app.screen)
        bad = problems(fits, app.screen.get_size())
        if bad:
            found.setdefault(what, []).extend(b for b in bad if b not in found.get(what, []))


def _table(app: App, players: int = 4, **rules: Any) -> TableScene:
    cfg = MatchConfig(seats=seats("human", *["normal"] * (players - 1), name="Alexandra"), rules=Rules(**rules),
                      seed=1, human=0)
    hands = [["W4", "W", "R7", "R5", "RD2", "B7", "G3"], *[["Y1", "Y2", "Y3"]] * (players - 1)]
    game = setup(hands, ["R9"], rules=Rules(**rules))
    table = TableScene(app, session_with(cfg, game))
    app.reset(table)
    run_until(app, lambda: settled(table) and bool(table.anim.hand), 600)
    return table


def _ask(app: App, table: TableScene, card: str, kind: type) -> QuestionScene:
    """Choose `card` in the person's hand and wait for the question it asks."""
    index = next(i for i, sprite in enumerate(table.anim.hand) if sprite.card == Card.parse(card))
    click(app, card_point(table, index))
    return asked(app, table, kind)


def questions(app: App, table: TableScene, found: dict[str, list[str]]) -> None:
    """The table's questions: a bluff to confirm, a colour to choose, a player to swap with."""
    _ask(app, table, "W4", ConfirmBluff)
    check(app, "table: confirm a bluff", found)
    key(app, pygame.K_ESCAPE)
    step(app, 10)
    _ask(app, table, "W", PickColor)
    check(app, "table: choose a colour", found)
    key(app, pygame.K_ESCAPE)
    step(app, 10)
    _ask(app, table, "R7", PickSeat)
    check(app, "table: swap with whom", found)
    key(app, pygame.K_ESCAPE)
    step(app, 10)


def screens(app: App, found: dict[str, list[str]]) -> None:
    """Visit every screen and prompt, checking each."""
    app.reset(TitleScene(app))
    step(app, 2)
    check(app, "title", found)
    app.reset(NewGameScene(app))
    step(app, 2)
    check(app, "new game", found)
    for tab, _label in TABS:
        app.reset(SettingsScene(app, tab))
        step(app, 2)
        check(app, f"settings {tab}", found)
    howto = HowToScene(app, Rules(stacking=True, seven_o=True, jump_in=True, challenge=False, teams=True,
                                  edition="2018", hand_size=9, target_score=300), upcoming=Rules(stacking=False))
    app.reset(howto)
    for page in range(len(howto.pages)):
        howto.go(page)
        step(app, 2)
        check(app, f"how to play page {page + 1}", found)
    app.reset(StatsScene(app))
    step(app, 40)
    check(app, "statistics", found)
    table = _table(app)
    check(app, "table", found)
    key(app, pygame.K_l)  # the open log: its lines and the keys' line under them
    step(app, 20)
    assert table.logroom.is_open, "L opens the log"
    check(app, "open log", found)
    key(app, pygame.K_ESCAPE)
    step(app, 10)
    app.open(routes.Pause(table))
    step(app, 2)
    check(app, "pause", found)
    app.open(routes.Confirm(i18n._("A game is in progress"),
                            i18n._("The game you left is saved for Continue. A new game replaces it: that game "
                                   "is lost. Start anyway?"),
                            i18n._("Start a new game"), i18n._("Keep my game"), lambda: None))
    step(app, 2)
    check(app, "confirm", found)
    table = _table(app, players=10, stacking=True, seven_o=True, jump_in=True)
    check(app, "table of ten", found)
    questions(app, table, found)
    for target in (500, None):
        session = finished_session(players=6, seed=21, target=target)
        app.reset(HandOverScene(app, session, lambda: None))
        step(app, 400)
        check(app, f"results (target {target})", found)
        app.reset(MatchOverScene(app, finished_session(players=3, seed=22, target=target)))
        step(app, 60)
        check(app, f"match over (target {target})", found)
    app.reset(TitleScene(app))
    app.open(routes.Guided())  # the guided first hand: its coach's panel over the table
    step(app, 120)
    check(app, "guided first hand", found)
    people = Session.new(MatchConfig(seats=(SeatSetup("Alexandra", "human"), SeatSetup("Bartholomew", "human"),
                                            SeatSetup("Mia", "normal")), rules=Rules(), seed=2, human=0))
    app.reset(TableScene(app, people))
    step(app, 30)
    check(app, "privacy", found)


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("size", SIZES)
def test_no_text_overflows_or_is_cut_on_any_screen(tmp_path: Path, size: str, language: str) -> None:
    app = make_app(tmp_path, size=size)
    try:
        i18n.set_language(language)
        app.relayout()
        found: dict[str, list[str]] = {}
        with recording_fits() as everything:  # texts cut or wrapped too wide are often made once, then cached
            screens(app, found)
        cut = problems([f for f in everything if f.kind != "draw" or (f.box is not None and f.clip.w < 400)], (0, 0))
        cut = [line for line in cut if not line.startswith("outside the window")]
        if cut:
            found["made while visiting the screens"] = cut
        report = [f"{what}: {line}" for what, lines in found.items() for line in lines]
        assert not report, f"{len(report)} texts do not fit ({language}, {size}):\n" + "\n".join(report[:60])
    finally:
        app.close()


def test_the_pseudo_language_is_longer_with_accents_above_and_below() -> None:
    i18n.set_language(i18n.PSEUDO)
    text = i18n._("Settings")
    assert text != "Settings" and len(text) >= round(len("Settings") * 1.4)
    assert any(c in text for c in "åéîöû") and any(c in text for c in "çşţņļ")
    said = i18n._("{name} played {card}").format(name="Mia", card="7")
    assert "Mia" in said and "7" in said  # placeholders left intact
    assert i18n.ngettext("{n} card", "{n} cards", 3).format(n=3).startswith("[3 ")


def test_the_fit_check_sees_an_overflow(tmp_path: Path) -> None:
    """The check itself: a text drawn wider than its box, and a cut text, are both reported."""
    from game.ui.text import draw_text, ellipsize

    surface = pygame.Surface((400, 200))
    with recording_fits() as fits:
        draw_text(surface, "A sentence far too long for its little box", 20, (10, 10), box=pygame.Rect(5, 5, 120, 40))
        ellipsize("Another sentence far too long", 20, 80)
        ellipsize("Alexandra Konstantinopoulou", 20, 80, name=True)
    bad = problems(fits, (400, 200))
    assert len(bad) == 2 and "overflows its box" in bad[0] and bad[1].startswith("ellipsis")


def test_a_japanese_line_never_starts_with_a_closing_mark_nor_ends_with_an_opening_bracket() -> None:
    """Settings' Seven-O help in Japanese left "。" alone on its last line, and a line of the match rules'
    note ended with "（「": the break moves back, as Japanese typesetting (kinsoku) does."""
    from game.ui.text import text_width, wrap_text

    pygame.font.init()
    size = 16
    body = "手札が回ります"
    lines = wrap_text(body + "。", size, text_width(body, size))
    assert len(lines) == 2 and lines[1] != "。" and "".join(lines) == body + "。", lines
    note = "マッチの長さ（「次のマッチ」の印）"
    for width in range(text_width("マッチ", size), text_width(note, size)):
        lines = wrap_text(note, size, width)
        assert "".join(lines) == note
        assert not any(line[0] in "。、）」" for line in lines[1:]), (width, lines)
        assert not any(line[-1] in "（「" for line in lines[:-1]), (width, lines)
    i18n.set_language("ja")
    from game.ui.rulewords import rule_line

    help_lines = wrap_text(rule_line("seven_o"), size, 340)
    assert not any(line.startswith("。") for line in help_lines), help_lines


def test_the_open_logs_keys_line_wraps_inside_its_panel(tmp_path: Path) -> None:
    """The open log's keys line ran past the panel's right edge, over the table's buttons, in German at
    960x540 (it was blitted whole, unseen by the fit check): it wraps inside the panel now."""
    app = make_app(tmp_path, size="960x540")
    try:
        i18n.set_language("de")
        app.relayout()
        table = _table(app)
        key(app, pygame.K_l)
        step(app, 20)
        footer = table.logroom.footer()
        panel = table.logroom.book.panel()
        from game.ui.table.look import font_px
        from game.ui.text import text_width

        assert text_width(footer, font_px(13, table.logroom.book.scale)) > panel.w - 32  # too long for one line
        with recording_fits() as fits:
            app.draw(app.screen)
        drawn = [f for f in fits if f.kind == "draw" and f.text and f.text in footer]
        assert " ".join(f.text for f in drawn) == footer, [f.text for f in drawn]
        assert all(panel.contains(f.rect) for f in drawn), [tuple(f.rect) for f in drawn]
        body = table.logroom.book.body()
        assert all(f.rect.top >= body.bottom for f in drawn)  # under the lines, not over them
    finally:
        app.close()


def test_a_japanese_sentence_goes_on_after_a_dash_and_keeps_latin_words_whole() -> None:
    """The table's log at 1920x1080 put "—" alone on a line (the Japanese after it, a "word" wider than
    the room left, went to the next line whole, then broke), and a name inside Japanese could break."""
    from game.ui.text import text_width, wrap_text

    pygame.font.init()
    size = 14
    text = "Avaが青のドロー2を出しました — あなたは6枚受けなければなりません"
    for width in range(text_width("Avaが青の", size), text_width(text, size), 7):
        lines = wrap_text(text, size, width)
        assert "".join(lines).replace(" ", "") == text.replace(" ", ""), (width, lines)
        assert not any(line.strip() == "—" for line in lines), (width, lines)
        assert all(text_width(line, size) <= width for line in lines), (width, lines)
        for a, b in itertools.pairwise(lines):
            assert not (a[-1:].isascii() and a[-1:].isalnum() and b[:1].isascii() and b[:1].isalnum()), (a, b)


@pytest.mark.parametrize(("size", "percent"), [("960x540", 125), ("1280x720", 150)])
def test_the_table_grows_with_the_text_size(tmp_path: Path, size: str, percent: int) -> None:
    """docs/accessibility.md's check, German at 125% on 960x540: the Sort and Take buttons were cut
    ("Sortier…", "6 neh…") and the plates' level line ("Du", "Normal") ran over the plate's lower edge:
    the table's layout did not know the text size. The plates and buttons now grow with it."""
    app = make_app(tmp_path, size=size)
    try:
        app.settings.text_size = percent
        app.apply_settings()
        i18n.set_language("de")
        app.relayout()
        for players in (4, 10):
            with recording_fits() as fits:
                table = _table(app, players=players)
                app.draw(app.screen)
            cut = [f.text for f in fits if f.kind == "ellipsis"]
            assert not cut, f"{players} seats: cut {cut}"
            seats = table.hud.seats
            plates = [sl.plate for sl in table.layout.seats]
            for sl in table.layout.seats:
                inside = pygame.Rect((0, 0), sl.plate.size)
                parts = seats.parts(sl.seat, sl.plate.size, sl.bottom)
                for part in ("name", "kind"):
                    if part in parts:
                        assert inside.contains(parts[part]), f"{players} seats: seat {sl.seat}'s {part} leaves its plate"
                others = plates[:sl.seat] + plates[sl.seat + 1:]
                assert sl.plate.collidelist(others) < 0, f"{players} seats: seat {sl.seat}'s plate on another"
    finally:
        app.close()


def test_the_guided_hands_panel_holds_its_lesson_line(tmp_path: Path) -> None:
    """The guided first hand's header line ("lesson 1 of 6", now "0 of 8 lessons learnt") ran past its
    panel's right edge in the pseudo-language at 960x540 (drawn whole, with no box for the fit check): it
    wraps inside now."""
    from game.ui.guided import LESSONS
    from game.ui.scenes.guided import GuidedScene

    app = make_app(tmp_path, size="960x540")
    try:
        i18n.set_language(i18n.PSEUDO)
        app.relayout()
        app.open(routes.Guided())
        step(app, 120)
        scene = app.top
        assert isinstance(scene, GuidedScene)
        with recording_fits() as fits:
            app.draw(app.screen)
        texts = [f for f in fits if f.kind == "draw" and scene.panel.collidepoint(f.rect.topleft)]
        joined = " ".join(f.text for f in texts)
        assert " 0 " in joined and f" {len(LESSONS)} " in joined, joined  # the header's count is there
        out = [(f.text, tuple(f.rect)) for f in texts if not scene.panel.contains(f.rect)]
        assert not out, out
    finally:
        app.close()


@pytest.mark.parametrize("percent", [100, 125, 150])
@pytest.mark.parametrize("language", ["es", "de", i18n.PSEUDO])
def test_question_buttons_and_slider_values_fit_at_every_text_size(tmp_path: Path, language: str,
                                                                  percent: int) -> None:
    """Issue 19's playtest, Spanish at 150% on 960x540: the drawn card's "Jugarla / Quedármela" buttons were
    cramped and their key hints ("Intro", "K") ran over the buttons' lower edge, and Settings' slider value
    "100 %" ran into the end of the slider's track."""
    from game.ui.controls import Slider
    from game.ui.table.look import font_px
    from game.ui.table.questions import PlayDrawn
    from game.ui.text import text_surface
    from game.ui.units import px

    app = make_app(tmp_path, size="960x540")
    try:
        app.settings.text_size = percent
        app.apply_settings()
        i18n.set_language(language)
        app.relayout()
        found: dict[str, list[str]] = {}
        for tab, _label in TABS:  # every slider at its widest value ("100 %"): clear of its track's end
            scene = SettingsScene(app, tab)
            app.reset(scene)
            step(app, 2)
            for slider in [w for w in scene.menu.items if isinstance(w, Slider)]:
                for value in (slider.lo, slider.hi):
                    slider.value = value
                    with recording_fits() as fits:
                        app.draw(app.screen)
                    shown = [f for f in fits if f.kind == "draw" and f.text == slider.fmt(value)]
                    assert shown, slider.fmt(value)
                    knob_end = slider.track_rect().right + px(11, slider.scale)
                    assert shown[0].rect.left > knob_end, (
                        f"{tab}: {slider.fmt(value)!r} at x={shown[0].rect.left} meets the track (ends at {knob_end})")
                    found.setdefault(tab, []).extend(problems(shown, app.screen.get_size()))
        game = setup([["B1", "B2"], ["G1", "G2", "G3"]], ["R9"], deck=["R4", "Y7", "Y8"])
        cfg = MatchConfig(seats=seats("human", "normal", name="Alexandra"), rules=Rules(), seed=1, human=0)
        table = TableScene(app, session_with(cfg, game))
        app.reset(table)
        run_until(app, lambda: settled(table) and bool(table.anim.hand), 600)
        click(app, table.layout.draw_pile)
        scene = asked(app, table, PlayDrawn)
        check(app, "table: play or keep the drawn card", found)
        s = table.layout.scale
        for option, rect in zip(scene.prompt.options, scene.prompt.rects, strict=True):
            assert scene.prompt.panel.contains(rect), (tuple(rect), tuple(scene.prompt.panel))
            # the label at its full size, and the key under it, inside the button (not squeezed smaller)
            label = text_surface(option.label, font_px(20, s), (0, 0, 0), True)
            hotkey = text_surface(option.hotkey, font_px(11, s), (0, 0, 0))
            assert rect.w >= label.get_width() + px(12, s), (option.label, rect.w, label.get_width())
            assert rect.h >= label.get_height() + hotkey.get_height() - round(6 * s), (option.label, rect.h)
        report = [f"{what}: {line}" for what, lines in found.items() for line in lines]
        assert not report, f"{len(report)} texts do not fit ({language}, {percent}%):\n" + "\n".join(report[:40])
    finally:
        app.close()


def test_a_hint_on_two_lines_is_split_where_the_lines_are_nearest_in_width() -> None:
    """Playtest 11: at 960x540 the swap prompt's hint wrapped with "pauses" alone on its second line. Two
    lines are split again where they are nearest in width; one line or three stay as they are."""
    import pygame

    from game.ui.text import balanced, fit_lines, get_font

    pygame.font.init()
    text = "Swap hands with whom? Click a plate or press its number · Esc puts the card back, Esc again pauses"
    size = 15
    room = get_font(size, True).size(text.rsplit(" ", 1)[0])[0] + 4  # all but the last word fits one line
    greedy, _ = fit_lines(text, size, room, 2 * get_font(size, True).get_linesize(), True, floor=1.0)
    assert len(greedy) == 2 and len(greedy[1].split()) <= 2, greedy  # what the playtest saw
    lines = balanced(greedy, size, True)
    font = get_font(size, True)
    widths = [font.size(line)[0] for line in lines]
    assert " ".join(lines) == " ".join(greedy), "the same words, in order"
    assert min(widths) > 0.6 * max(widths), (lines, widths)
    assert balanced(["one line"], size, True) == ["one line"]
