"""Issue 19's playtest: the primary button's gold edge beside a focused button made it unclear which one
Enter presses. Only one button looks chosen at a time: the focused one, or (while nothing else is) the
primary with its gold edge. Checked on the drawn pixels of a real dialog and of a menu."""
from __future__ import annotations

from pathlib import Path

import pygame
from tablekit import key, make_app, step

from game.ui.controls import Button
from game.ui.menus import Menu
from game.ui.palette import GOLD, YELLOW
from game.ui.scenes.confirm import ConfirmScene
from game.ui.units import px


def _edge(surface: pygame.Surface, b: Button) -> tuple[int, int, int]:
    """Return the colour of the button's edge, halfway down its left side."""
    lift = px(2, b.scale) if b.lit else 0
    c = surface.get_at((b.rect.x + 1, b.rect.centery - lift))
    return (c.r, c.g, c.b)


def _looks_chosen(surface: pygame.Surface, b: Button) -> bool:
    """A button looks chosen when it is lit (yellow, ringed) or has the primary's gold edge."""
    return b.lit or _edge(surface, b) == GOLD


def test_the_primary_button_drops_its_gold_edge_while_another_has_the_keyboard(tmp_path: Path) -> None:
    app = make_app(tmp_path, size="960x540")
    try:
        scene = ConfirmScene(app, "Start a new game?", "The match in progress is lost.", "Start a new game",
                             "Keep playing", lambda: None)
        app.push(scene)
        step(app, 20)
        keep, start = scene.menu.items
        assert isinstance(keep, Button) and isinstance(start, Button) and keep.primary
        assert keep.focused  # the safe answer has the keyboard first
        surface = pygame.display.get_surface()
        assert surface is not None
        assert [_looks_chosen(surface, b) for b in (keep, start)] == [True, False]
        key(app, pygame.K_DOWN, frames=20)
        assert start.focused
        assert _edge(surface, keep) != GOLD, "the primary keeps its gold edge beside the focused button"
        assert [_looks_chosen(surface, b) for b in (keep, start)] == [False, True]
        assert [b.marked for b in (keep, start)] == [False, True]
    finally:
        app.close()


def test_a_primary_button_shows_its_gold_edge_while_nothing_else_is_chosen() -> None:
    pygame.init()
    surface = pygame.Surface((400, 200))
    back, other = Button("Back", primary=True), Button("Other")
    menu = Menu([other, back])
    menu.layout(pygame.Rect(20, 20, 300, 140), 1.0)
    menu.set_active(False)  # another menu of the screen has the keyboard
    other.focused = False
    menu.draw(surface)
    assert _edge(surface, back) != GOLD and not back.marked
    menu.set_active(True)
    menu.set_focus(1)  # the primary itself: lit
    menu.draw(surface)
    assert back.marked and not other.marked
    menu.focus_index = -1  # nothing chosen: the primary is marked by its gold edge
    back.focused = other.focused = False
    menu.draw(surface)
    assert _edge(surface, back) == GOLD and back.marked and not other.marked


def test_the_button_under_the_mouse_never_looks_like_the_one_with_the_keyboard() -> None:
    """Playtest 10: the pointer resting on one title button and the focus on another lit both yellow, and
    Enter's target was unclear. Only the focus is yellow; a button under the mouse alone is a lighter
    cream, lifted, and unlike a plain button too."""
    pygame.font.init()
    surface = pygame.Surface((600, 120))
    surface.fill((0, 60, 30))
    plain, hovered, focused = Button("Plain"), Button("Hovered"), Button("Focused")
    for i, b in enumerate((plain, hovered, focused)):
        b.scale = 1.0
        b.rect = pygame.Rect(10 + i * 200, 30, 180, 50)
    hovered.hovered = True
    focused.focused = True
    for b in (plain, hovered, focused):
        b.draw(surface)

    def face(b: Button) -> tuple[int, int, int]:
        lift = px(2, 1.0) if b.lit else 0
        c = surface.get_at((b.rect.x + 12, b.rect.y + 8 - lift))
        return (c.r, c.g, c.b)

    assert face(focused) == YELLOW
    assert face(hovered) != YELLOW and face(hovered) != face(plain)
    assert sum(face(hovered)) > sum(face(plain)), "lighter under the mouse"
