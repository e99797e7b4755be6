"""The on-screen keyboard types and deletes with the arrow keys and Enter alone (what a controller's
d-pad and confirm button send), with the mouse, and with a real keyboard."""
from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from game.ui.keyboard import DELETE, DONE, LAYOUT, SHIFT, SPACE, OnScreenKeyboard


def press(kb: OnScreenKeyboard, key: int) -> bool:
    kb.focused = True
    return kb.handle_event(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode=""))


def where(action: str) -> tuple[int, int]:
    for r, row in enumerate(LAYOUT):
        for c, k in enumerate(row):
            if k.action == action:
                return r, c
    raise LookupError(action)


def walk_to(kb: OnScreenKeyboard, action: str) -> None:
    """Light `action`'s key with the arrow keys only, as a d-pad would."""
    row, col = where(action)
    while kb.row != row:
        assert press(kb, pygame.K_DOWN if kb.row < row else pygame.K_UP)
    while kb.col != col:
        assert press(kb, pygame.K_RIGHT if kb.col < col else pygame.K_LEFT)
    assert kb.lit_key.action == action


def arrows_type(kb: OnScreenKeyboard, *actions: str) -> None:
    for action in actions:
        walk_to(kb, action)
        assert press(kb, pygame.K_RETURN)


def laid_out(kb: OnScreenKeyboard) -> OnScreenKeyboard:
    kb.set_rect(pygame.Rect(0, 0, 700, kb.preferred_height(700, 1.0)), 1.0)
    return kb


def test_arrows_and_enter_type_a_name_capitalising_each_word() -> None:
    done: list[str] = []
    kb = OnScreenKeyboard(on_done=done.append)
    arrows_type(kb, "m", "i", "a", SPACE, "l", "e", "e")
    assert kb.value == "Mia Lee"
    arrows_type(kb, DELETE, DELETE)
    assert kb.value == "Mia L"
    arrows_type(kb, SHIFT, "o")  # Shift flips the next letter only
    assert kb.value == "Mia LO"
    arrows_type(kb, "x")
    assert kb.value == "Mia LOx"
    assert not done
    arrows_type(kb, DONE)
    assert done == ["Mia LOx"]


def test_deleting_everything_then_more_is_harmless_and_spaces_never_double() -> None:
    changes: list[str] = []
    kb = OnScreenKeyboard("Bo", on_change=changes.append)
    arrows_type(kb, DELETE, DELETE, DELETE)
    assert kb.value == "" and changes == ["B", ""]
    arrows_type(kb, SPACE)  # no leading space
    assert kb.value == ""
    arrows_type(kb, "a", SPACE, SPACE, "b")
    assert kb.value == "A B"


def test_the_name_stops_at_its_length() -> None:
    kb = OnScreenKeyboard(max_len=3)
    arrows_type(kb, "a", "b", "c", "d")
    assert kb.value == "Abc"


def test_up_from_the_top_row_and_down_from_the_bottom_leave_the_grid() -> None:
    kb = OnScreenKeyboard()
    kb.row, kb.col = 0, 3
    assert kb.move(0, -1) is False and (kb.row, kb.col) == (0, 3)
    kb.row, kb.col = len(LAYOUT) - 1, 0
    assert kb.move(0, 1) is False
    # Left and Right wrap within a row; Up and Down keep to the nearest column.
    kb.row, kb.col = 1, 0
    kb.move(-1, 0)
    assert kb.col == len(LAYOUT[1]) - 1
    walk_to(kb, "p")
    kb.move(0, 1)
    assert kb.lit_key.action == "'"


def test_a_real_keyboard_types_and_deletes() -> None:
    kb = OnScreenKeyboard()
    kb.focused = True
    assert kb.handle_event(pygame.event.Event(pygame.TEXTINPUT, text="Zoë"))
    assert kb.value == "Zoë"
    assert press(kb, pygame.K_BACKSPACE)
    assert kb.value == "Zo"
    assert press(kb, pygame.K_q), "a letter's key press is kept from the screen's shortcuts"
    assert kb.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_BACKSPACE, mod=pygame.KMOD_CTRL))
    assert kb.value == ""


@pytest.mark.usefixtures("window")  # tests/ui/conftest.py
def test_the_mouse_presses_the_key_it_clicks() -> None:
    kb = laid_out(OnScreenKeyboard())
    rects = kb.key_rects()
    for action in ("k", "i", "m"):
        r, c = where(action)
        pos = rects[r][c].center
        kb.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
        kb.handle_event(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    assert kb.value == "Kim"
    r, c = where(DELETE)
    pos = rects[r][c].center
    kb.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    assert kb.hover == (r, c)
    kb.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    kb.handle_event(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    assert kb.value == "Ki" and kb.lit_key.action == DELETE
    # Every key has room of its own, inside the control.
    flat = [rect for row in rects for rect in row]
    assert all(kb.rect.contains(rect) for rect in flat)
    assert not any(a.colliderect(b) for i, a in enumerate(flat) for b in flat[i + 1:])


@pytest.mark.usefixtures("window")  # tests/ui/conftest.py
def test_drawing_changes_nothing_and_shows_every_key() -> None:
    kb = laid_out(OnScreenKeyboard("Mia"))
    kb.focused = True
    surface = pygame.Surface((700, kb.rect.h))
    kb.draw(surface)
    first = pygame.image.tobytes(surface, "RGB")
    kb.draw(surface)
    assert pygame.image.tobytes(surface, "RGB") == first and kb.value == "Mia"
    assert [kb.label(k) for k in LAYOUT[-1]] == ["Space", ".", "Delete", "Done"]
    assert kb.label(LAYOUT[1][0]) == "q", "after Mia the next letter is small"


def test_no_key_is_squeezed_and_the_name_screen_has_one_done(tmp_path: Path) -> None:
    """Playtest (eab6cc2): the "." key was half a key wide, and the name screen showed two "Done" buttons
    (the keyboard's and the bar's) that read as two different things."""
    from appdriver import make_app

    from game.ui.scenes.names import TypeNameScene

    assert all(k.width >= 1.0 for row in LAYOUT for k in row)
    assert all(sum(k.width for k in row) == 10 for row in LAYOUT)
    app = make_app(tmp_path)
    try:
        scene = TypeNameScene(app, "Name for seat 1", "", lambda name: None)
        app.reset(scene)
        app.step(1 / 60)
        labels = [getattr(w, "text", "") for w in scene.bar.items]
        assert "Done" not in labels and [scene.keyboard.label(k) for k in LAYOUT[-1]][-1] == "Done"
    finally:
        app.close()


def test_enter_after_typing_on_a_real_keyboard_is_done() -> None:
    """Playtest (bf6b910): "Ben" typed on a real keyboard, then Enter, gave "Benq": Enter pressed the key
    lit on screen. After typing it is Done; after the arrows it presses the lit key again."""
    names: list[str] = []
    kb = OnScreenKeyboard("", on_done=names.append)
    kb.on_text("Ben")
    kb.on_key(pygame.K_RETURN, 0)
    assert kb.value == "Ben" and names == ["Ben"]
    kb.on_key(pygame.K_RIGHT, 0)  # the arrows: Enter is the lit key's again
    kb.on_key(pygame.K_RETURN, 0)
    assert kb.value == "Benw" and names == ["Ben"]


def test_the_default_you_is_replaced_by_the_name_typed(tmp_path: Path) -> None:
    """Playtest on 6f4f358: seat 1's box opened with "You" in it and typing "Ann" gave "YouAnn"; a default
    name is there to be replaced, as "Player 2" is. A real name is kept to be edited."""
    from appdriver import make_app

    from game.ui.scenes.names import TypeNameScene

    app = make_app(tmp_path)
    try:
        for current, start in (("You", ""), ("Player 2", ""), ("Ann", "Ann")):
            scene = TypeNameScene(app, "Name for seat 1", current, lambda name: None)
            assert scene.keyboard.value == start, current
    finally:
        app.close()
