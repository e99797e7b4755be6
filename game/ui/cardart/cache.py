"""The card art's cache: surfaces by key in one LRU bounded by count and by bytes."""
from __future__ import annotations

from collections import OrderedDict
from collections.abc import Hashable

import pygame


class _LRU:
    """Surfaces by key, dropping the least recently used beyond `max_items` or `max_bytes`.

    Turned copies ("rot" keys: a card at an angle, made from its upright face in a moment) go first;
    upright faces (each drawn from scratch, and warmed ahead of need by the table) go only when no
    turned copy is left, so a small cache does not throw away the faces it was just given.
    """

    def __init__(self, max_items: int, max_bytes: int) -> None:
        self.max_items = max_items
        self.max_bytes = max_bytes
        self.bytes = 0
        self._d: OrderedDict[Hashable, pygame.Surface] = OrderedDict()

    def get(self, key: Hashable) -> pygame.Surface | None:
        surf = self._d.get(key)
        if surf is not None:
            self._d.move_to_end(key)
        return surf

    def put(self, key: Hashable, surf: pygame.Surface) -> None:
        old = self._d.pop(key, None)
        if old is not None:
            self.bytes -= _nbytes(old)
        self._d[key] = surf
        self.bytes += _nbytes(surf)
        while len(self._d) > 1 and (len(self._d) > self.max_items or self.bytes > self.max_bytes):
            victim = next((k for k in self._d if isinstance(k, tuple) and k[:1] == ("rot",) and k != key), None)
            if victim is None:
                _, dropped = self._d.popitem(last=False)
            else:
                dropped = self._d.pop(victim)
            self.bytes -= _nbytes(dropped)

    def clear(self) -> None:
        self._d.clear()
        self.bytes = 0

    def __len__(self) -> int:
        return len(self._d)


def _nbytes(surf: pygame.Surface) -> int:
    return surf.get_width() * surf.get_height() * 4


def _finish(surf: pygame.Surface) -> pygame.Surface:
    """Convert to the display's format when there is one (faster blits)."""
    if pygame.display.get_init() and pygame.display.get_surface() is not None:
        return surf.convert_alpha()
    return surf
