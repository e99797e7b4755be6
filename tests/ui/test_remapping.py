"""Keys and controller buttons can be remapped (issue 22): Settings, Gameplay, "Keys and buttons" lists
every action with its key, a new key is pressed to rebind it, a conflict is refused with a one-line
reason, Reset puts the defaults back; the bindings are saved and honoured everywhere (the app turns a
remapped key into its action before any scene sees it) and named by the hints and How to play."""
from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pygame
import pytest

from game import i18n
from game.model import Rules
from game.storage.bindings import KEY_ACTIONS, PAD_ACTIONS, default_buttons, default_keys
from game.storage.settings import SETTINGS_VERSION
from game.ui import bindings, routes
from game.ui.pad import KEYBOARD, PAD, key_label
from game.ui.scenes.controls import BindingRow, ControlsScene
from game.ui.scenes.howto import pages_for
from tests.ui.appdriver import key, make_app, step, widget


@pytest.fixture
def app(tmp_path: Path) -> Any:
    a = make_app(tmp_path)
    yield a
    a.close()
    bindings.use(default_keys(), default_buttons())


def _page(app: Any, tab: str = "keys") -> ControlsScene:
    app.open(routes.Settings(tab="gameplay"))
    step(app, 2)
    settings = app.top
    widget(settings, "Keys and buttons…").activate()
    step(app, 2)
    page = app.top
    assert isinstance(page, ControlsScene)
    if tab != "keys":
        page.set_tab(tab)
    return page


def _row(page: ControlsScene, action: str) -> BindingRow:
    return next(w for w in page.menu.items if isinstance(w, BindingRow) and w.action == action)


def test_the_page_lists_every_action_with_its_key(app: Any) -> None:
    page = _page(app)
    rows = [w for w in page.menu.items if isinstance(w, BindingRow)]
    assert [(r.action, r.bound) for r in rows] == [(a, bindings.key_title(k)) for a, k, _ in KEY_ACTIONS]
    assert _row(page, "draw").bound == "D" and _row(page, "next").bound == "Page Down"
    page.set_tab("buttons")
    rows = [w for w in page.menu.items if isinstance(w, BindingRow)]
    assert [r.action for r in rows] == [a for a, _b, _ in PAD_ACTIONS]
    assert _row(page, "uno").bound == "Y"


def test_press_a_new_key_to_rebind_and_it_is_honoured_everywhere(app: Any, tmp_path: Path) -> None:
    page = _page(app)
    _row(page, "draw").on_listen("draw")
    step(app)
    assert _row(page, "draw").listening
    key(app, pygame.K_f)
    assert app.settings.keys["draw"] == "f" and not _row(page, "draw").listening
    assert _row(page, "draw").bound == "F"
    # the hints and buttons name the key as bound, and How to play says so
    assert key_label("D", KEYBOARD) == "F" and key_label("U", KEYBOARD) == "U"
    controls = next(p for p in pages_for(Rules()) if p.title == "Controls")
    assert any("Draw a card (or take the cards a +2 or +4 gives you): F" in line for line in controls.paragraphs)
    # honoured by every scene: F reaches them as D (draw), D does nothing any more
    seen: list[int] = []
    top = app.top
    original = top.handle_event

    def spy(event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN:
            seen.append(event.key)
        return True

    top.handle_event = spy  # type: ignore[method-assign]
    key(app, pygame.K_f)
    key(app, pygame.K_d)
    key(app, pygame.K_u)
    top.handle_event = original  # type: ignore[method-assign]
    assert seen == [pygame.K_d, 0, pygame.K_u]
    widget(page, "Back").activate()
    step(app, 2)
    app.store.flush(5.0)
    saved = json.loads((tmp_path / "settings.json").read_text(encoding="utf-8"))
    assert saved["version"] == SETTINGS_VERSION and saved["keys"]["draw"] == "f"


@pytest.mark.parametrize(("pressed", "why"), [(pygame.K_u, "U is already used for “Say Uno”"),
                                              (pygame.K_r, "R chooses red"),
                                              (pygame.K_RETURN, "cannot be remapped")])
def test_a_conflict_is_refused_with_a_one_line_reason(app: Any, pressed: int, why: str) -> None:
    page = _page(app)
    _row(page, "draw").on_listen("draw")
    step(app)
    key(app, pressed)
    assert app.settings.keys == default_keys(), "nothing changed"
    assert page.message.startswith("Not changed:") and why in page.message and "\n" not in page.message
    assert page.message_bad


def test_in_german_the_rows_and_the_refusals_are_german(app: Any) -> None:
    """What each action does and why a key is refused go through the catalogue (storage keeps English)."""
    i18n.set_language("de")
    try:
        app.open(routes.Controls())
        step(app, 2)
        page = app.top
        assert isinstance(page, ControlsScene)
        assert _row(page, "uno").what == "UNO rufen"
        assert _row(page, "draw").what == "Eine Karte ziehen (oder die Karten einer +2 oder +4 nehmen)"
        _row(page, "draw").on_listen("draw")
        step(app)
        key(app, pygame.K_u)
        assert page.message == "Nicht geändert: U ist schon für „UNO rufen“ belegt: Ändere zuerst diese Belegung."
        _row(page, "draw").on_listen("draw")
        key(app, pygame.K_r)
        assert page.message == "Nicht geändert: R wählt Rot: Diese Taste kann nicht neu belegt werden."
        page.set_tab("buttons")
        assert _row(page, "confirm").what == "Die gewählte Karte spielen, in Menüs auswählen"
    finally:
        i18n.set_language("en")


def test_esc_cancels_and_reset_puts_the_defaults_back(app: Any) -> None:
    page = _page(app)
    _row(page, "uno").on_listen("uno")
    step(app)
    key(app, pygame.K_ESCAPE)
    assert app.top is page and app.settings.keys == default_keys() and page.listening is None
    _row(page, "uno").on_listen("uno")
    key(app, pygame.K_z)
    assert app.settings.keys["uno"] == "z"
    widget(page, "Reset to defaults").activate()
    step(app)
    assert app.settings.keys == default_keys() and key_label("U", KEYBOARD) == "U"


def test_a_controller_button_is_remapped_by_pressing_it(app: Any) -> None:
    page = _page(app, "buttons")
    ls = pygame.CONTROLLER_BUTTON_LEFTSTICK
    _row(page, "uno").on_listen("uno")
    step(app)
    app.dispatch(pygame.event.Event(pygame.CONTROLLERBUTTONDOWN, button=ls, instance_id=7))
    step(app)
    assert app.settings.buttons["uno"] == "ls"
    assert key_label("U", PAD) == "L3"
    sent = app.pads.translate(pygame.event.Event(pygame.CONTROLLERBUTTONDOWN, button=ls, instance_id=7))
    assert [e.key for e in sent or ()] == [pygame.K_u], "the left stick's click now says Uno"
    # A is taken (confirm): refused
    _row(page, "uno").on_listen("uno")
    app.dispatch(pygame.event.Event(pygame.CONTROLLERBUTTONDOWN, button=pygame.CONTROLLER_BUTTON_A, instance_id=7))
    step(app)
    assert app.settings.buttons["uno"] == "ls" and "already used" in page.message
    pad_page = next(p for p in pages_for(Rules(), pad=True) if p.title == "Controller")
    assert any("Say Uno: L3" in line for line in pad_page.paragraphs)


def test_the_hint_line_names_the_keys_as_bound() -> None:
    from game.ui.table.hints import Situation, hint_line

    try:
        bindings.use({**default_keys(), "draw": "f", "keep": "j", "uno": "z"}, default_buttons())
        assert hint_line(Situation(my_turn=True))[0] == "No card matches: draw one (F or click the pile)"
        from game.model import Phase

        assert "keep it (J)" in hint_line(Situation(my_turn=True, phase=Phase.DRAWN, can_play=True))[0]
        assert "(Z)" in hint_line(Situation(my_turn=False, exposed=True))[0]
    finally:
        bindings.use(default_keys(), default_buttons())
    assert hint_line(Situation(my_turn=True))[0] == "No card matches: draw one (D or click the pile)"
