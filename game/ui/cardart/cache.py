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

    Once the owner counts frames (`next_frame`), nothing used in this frame or the one before is ever
    dropped: the bounds limit what is kept for later, never what is being drawn. Without that, a frame
    whose pictures did not fit (the title's big turned cards at 1920x1080 outgrew 4 MB) painted and
    turned the same cards again every frame: 8 turns and 63 ms a frame, for pictures it had a frame ago.
    A frame may hold at most `HOT_LIMIT` times `max_bytes` above the bound before the rule gives way.
    """

    HOT_LIMIT = 4

    def __init__(self, max_items: int, max_bytes: int) -> None:
        self.max_items = max_items
        self.max_bytes = max_bytes
        self.bytes = 0
        self.frame = 0
        """Frames counted by the owner (`next_frame`); 0: never counted, every entry may go."""
        self._d: OrderedDict[Hashable, pygame.Surface] = OrderedDict()
        self._used: dict[Hashable, int] = {}

    def next_frame(self) -> None:
        """A new frame begins: what the last two frames used is kept; what is older goes down to the bounds."""
        self.frame += 1
        self._trim(None)

    def _hot(self, key: Hashable) -> bool:
        return self.frame > 0 and self._used.get(key, -2) >= self.frame - 1 and self.bytes <= self.HOT_LIMIT * self.max_bytes

    def get(self, key: Hashable) -> pygame.Surface | None:
        surf = self._d.get(key)
        if surf is not None:
            self._d.move_to_end(key)
            self._used[key] = self.frame
        return surf

    def touch(self, key: Hashable) -> bool:
        """Return True when `key` is kept, now the most recently used, but not drawn in this frame: it goes
        after every older picture, yet the bounds still hold it (a hot one the frame needs stays over them)."""
        if key not in self._d:
            return False
        self._d.move_to_end(key)
        return True

    def put(self, key: Hashable, surf: pygame.Surface) -> None:
        old = self._d.pop(key, None)
        if old is not None:
            self.bytes -= _nbytes(old)
        self._d[key] = surf
        self._used[key] = self.frame
        self.bytes += _nbytes(surf)
        self._trim(key)

    def _trim(self, key: Hashable | None) -> None:
        """Drop entries (never `key`, never a hot one) until the bounds hold or only hot ones are left."""
        while len(self._d) > 1 and (len(self._d) > self.max_items or self.bytes > self.max_bytes):
            victim: Hashable | None = next((k for k in self._d if isinstance(k, tuple) and k[:1] == ("rot",)
                                            and k != key and not self._hot(k)), None)
            if victim is None:
                victim = next(iter(self._d))
                if victim == key or self._hot(victim):
                    break  # everything left was drawn in this frame or the last: keep it
            dropped = self._d.pop(victim)
            self._used.pop(victim, None)
            self.bytes -= _nbytes(dropped)

    def clear(self) -> None:
        self._d.clear()
        self._used.clear()
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
