"""Widgets on their own: clicks, keys, focus, scrolling (real pygame events, headless)."""
from __future__ import annotations

from collections.abc import Iterator
from itertools import pairwise

import pygame
import pytest

from game.ui.controls import Button, Choice, Label, Slider, Stepper, TextInput, Toggle
from game.ui.menus import Menu, Zones
from game.ui.paint import draw_felt
from game.ui.text import get_font, wrap_text


@pytest.fixture(autouse=True)
def display() -> Iterator[pygame.Surface]:
    pygame.display.init()
    pygame.font.init()
    yield pygame.display.set_mode((960, 540))
    pygame.display.quit()


def ev(etype: int, **attrs: object) -> pygame.event.Event:
    return pygame.event.Event(etype, attrs)


def press(w: object, pos: tuple[int, int]) -> None:
    w.handle_event(ev(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))  # type: ignore[attr-defined]
    w.handle_event(ev(pygame.MOUSEBUTTONUP, pos=pos, button=1))  # type: ignore[attr-defined]


def keydown(k: int, mod: int = 0) -> pygame.event.Event:
    return ev(pygame.KEYDOWN, key=k, mod=mod, unicode="")


def place(w, x=0, y=0, width=600, height=None, scale=1.0):  # type: ignore[no-untyped-def]
    w.set_rect(pygame.Rect(x, y, width, height or w.preferred_height(width, scale)), scale)
    return w


def test_button_click_needs_press_and_release_on_it() -> None:
    hits: list[int] = []
    b = place(Button("Go", lambda: hits.append(1)), 10, 10, 200)
    press(b, b.rect.center)
    assert hits == [1]
    b.handle_event(ev(pygame.MOUSEBUTTONDOWN, pos=b.rect.center, button=1))
    b.handle_event(ev(pygame.MOUSEBUTTONUP, pos=(900, 500), button=1))  # released elsewhere
    assert hits == [1]
    press(b, (900, 500))
    assert hits == [1]
    assert not b.handle_event(keydown(pygame.K_RETURN))  # not focused: keys pass by
    b.focused = True
    assert b.handle_event(keydown(pygame.K_RETURN)) and b.handle_event(keydown(pygame.K_SPACE))
    assert hits == [1, 1, 1]
    b.enabled = False
    press(b, b.rect.center)
    assert hits == [1, 1, 1]


def test_toggle_mouse_and_keys() -> None:
    seen: list[bool] = []
    t = place(Toggle("Stacking", False, seen.append, help="explained"))
    press(t, t.switch_rect.center)
    assert t.value is True and seen == [True]
    t.focused = True
    t.handle_event(keydown(pygame.K_SPACE))
    t.handle_event(keydown(pygame.K_RIGHT))
    t.handle_event(keydown(pygame.K_RIGHT))  # already on: no second report
    t.handle_event(keydown(pygame.K_LEFT))
    assert seen == [True, False, True, False]


def test_stepper_arrows_keys_and_bounds() -> None:
    seen: list[int] = []
    s = place(Stepper("Players", list(range(2, 11)), 4, seen.append))
    left, right = s._arrows()
    press(s, right.center)
    press(s, left.center)
    press(s, left.center)
    assert seen == [5, 4, 3]
    s.focused = True
    for _ in range(20):
        s.handle_event(keydown(pygame.K_LEFT))
    assert s.value == 2
    for _ in range(20):
        s.handle_event(keydown(pygame.K_RIGHT))
    assert s.value == 10
    w = place(Stepper("Wraps", ["a", "b"], "b", wrap=True))
    w.focused = True
    w.handle_event(keydown(pygame.K_RIGHT))
    assert w.value == "a"


def test_choice_click_and_keys() -> None:
    seen: list[str] = []
    c = place(Choice("Sort", [("none", "None"), ("color", "Colour"), ("number", "Number")], "none", seen.append))
    press(c, c.segments()[2].center)
    assert c.value == "number"
    c.focused = True
    c.handle_event(keydown(pygame.K_LEFT))
    c.handle_event(keydown(pygame.K_RIGHT))
    c.handle_event(keydown(pygame.K_RIGHT))  # at the end: stays
    assert seen == ["number", "color", "number"]


def test_slider_click_drag_keys() -> None:
    seen: list[float] = []
    s = place(Slider("Volume", 0.5, seen.append, step=0.1))
    tr = s.track_rect()
    press(s, (tr.x, tr.centery))
    assert s.value == 0.0
    s.handle_event(ev(pygame.MOUSEBUTTONDOWN, pos=(tr.x, tr.centery), button=1))
    s.handle_event(ev(pygame.MOUSEMOTION, pos=(tr.x + tr.w // 2, tr.centery), rel=(1, 0), buttons=(1, 0, 0)))
    assert s.value == pytest.approx(0.5)
    s.handle_event(ev(pygame.MOUSEMOTION, pos=(tr.right + 200, tr.centery), rel=(1, 0), buttons=(1, 0, 0)))
    s.handle_event(ev(pygame.MOUSEBUTTONUP, pos=(tr.right + 200, tr.centery), button=1))
    assert s.value == 1.0
    s.handle_event(ev(pygame.MOUSEMOTION, pos=(tr.x, tr.centery), rel=(1, 0), buttons=(0, 0, 0)))
    assert s.value == 1.0  # released: no more dragging
    s.focused = True
    s.handle_event(keydown(pygame.K_LEFT))
    assert s.value == pytest.approx(0.9)
    s.handle_event(keydown(pygame.K_HOME))
    assert s.value == 0.0


def test_text_input_types_deletes_and_limits() -> None:
    t = place(TextInput("Name", "You", max_len=5))
    assert not t.handle_event(ev(pygame.TEXTINPUT, text="x"))  # not focused
    t.focused = True
    t.handle_event(keydown(pygame.K_BACKSPACE, pygame.KMOD_CTRL))
    assert t.value == ""
    for ch in "Kimberly":
        t.handle_event(ev(pygame.TEXTINPUT, text=ch))
    assert t.value == "Kimbe"
    t.handle_event(keydown(pygame.K_BACKSPACE))
    assert t.value == "Kimb"
    assert t.handle_event(keydown(pygame.K_u))  # letters do not leak out as shortcuts


def test_menu_focus_keys_hover_and_scroll() -> None:
    hits: list[str] = []
    buttons = [Button(f"B{i}", lambda i=i: hits.append(f"B{i}")) for i in range(12)]
    items = [Label("A list"), *buttons]
    m = Menu(items, spacing=8)
    m.layout(pygame.Rect(100, 100, 300, 240), 1.0)
    assert m.focused is buttons[0]  # labels are skipped
    assert m.max_scroll > 0
    m.handle_event(keydown(pygame.K_UP))  # wraps to the end and scrolls there
    assert m.focused is buttons[-1] and m.scroll == m.max_scroll
    assert m.rect.contains(buttons[-1].rect)
    m.handle_event(keydown(pygame.K_TAB))
    assert m.focused is buttons[0] and m.scroll < m.max_scroll
    m.handle_event(keydown(pygame.K_RETURN))
    assert hits == ["B0"]
    target = buttons[2]
    m.handle_event(ev(pygame.MOUSEMOTION, pos=target.rect.center, rel=(0, 0), buttons=(0, 0, 0)))
    assert m.focused is target
    m.handle_event(ev(pygame.MOUSEBUTTONDOWN, pos=target.rect.center, button=1))
    m.handle_event(ev(pygame.MOUSEBUTTONUP, pos=target.rect.center, button=1))
    assert hits == ["B0", "B2"]
    # a widget scrolled out of the viewport cannot be clicked
    hidden = next(b for b in buttons if not m.rect.colliderect(b.rect))
    m.handle_event(ev(pygame.MOUSEBUTTONDOWN, pos=hidden.rect.center, button=1))
    m.handle_event(ev(pygame.MOUSEBUTTONUP, pos=hidden.rect.center, button=1))
    assert hits == ["B0", "B2"]
    m.handle_event(ev(pygame.MOUSEWHEEL, x=0, y=-3))
    assert m.scroll > 0
    m.draw(pygame.display.get_surface())


def test_zones_move_between_menus_at_the_edges() -> None:
    top = Menu([Button("T", None)], horizontal=True)
    mid = Menu([Button("M1", None), Button("M2", None)])
    bar = Menu([Button("Back", None), Button("Go", None)], horizontal=True)
    top.layout(pygame.Rect(0, 0, 600, 40), 1.0)
    mid.layout(pygame.Rect(0, 50, 600, 200), 1.0)
    bar.layout(pygame.Rect(0, 300, 600, 50), 1.0)
    z = Zones([top, mid, bar], active=1)
    assert z.menu is mid and mid.focused is mid.items[0] and mid.items[0].focused
    z.handle_event(keydown(pygame.K_DOWN))
    z.handle_event(keydown(pygame.K_DOWN))
    assert z.menu is bar and bar.items[0].focused and not mid.items[1].focused
    z.handle_event(keydown(pygame.K_RIGHT))
    assert bar.focused is bar.items[1]
    z.handle_event(keydown(pygame.K_UP))  # in a bar Up walks back like Left (Down walks on like Right)...
    assert z.menu is bar and bar.focused is bar.items[0]
    z.handle_event(keydown(pygame.K_DOWN))
    assert z.menu is bar and bar.focused is bar.items[1]
    z.handle_event(keydown(pygame.K_UP))
    z.handle_event(keydown(pygame.K_UP))  # ...and leaves it past its first button
    assert z.menu is mid and mid.focused is mid.items[1]
    z.handle_event(keydown(pygame.K_UP))
    z.handle_event(keydown(pygame.K_UP))
    assert z.menu is top
    z.handle_event(ev(pygame.MOUSEMOTION, pos=bar.items[1].rect.center, rel=(0, 0), buttons=(0, 0, 0)))
    assert z.menu is bar and bar.items[1].focused and not top.items[0].focused


def test_wrap_and_felt_are_cached_and_sane() -> None:
    text = "one two three four five six seven eight nine ten"
    lines = wrap_text(text, 20, 120)
    assert len(lines) > 2 and " ".join(lines) == text, "every word kept, in order"
    font = get_font(20)
    assert all(font.size(line)[0] <= 120 or " " not in line for line in lines), "no line wider than asked"
    assert all(font.size(f"{a} {b.split()[0]}")[0] > 120 for a, b in pairwise(lines)), \
        "a line breaks only when the next word would not fit"
    assert wrap_text(text, 20, 120) is lines, "the same request is answered from the cache"
    surf = pygame.display.get_surface()
    draw_felt(surf)
    centre = surf.get_at((480, 240))
    corner = surf.get_at((0, 0))
    assert centre.g > corner.g and centre.g > centre.r and centre.g > centre.b
