"""The scene stack: which scenes are up, and the changes to it, carried out between the phases of a frame.

Every change names the scene it is about. `leave(scene)` removes that scene wherever it is (never
"whatever is on top": a table that covers itself with a privacy screen in the same frame as its
question closes must lose the question, not the screen), `swap(scene, new)` puts `new` in its place,
`push`, `pop`, `replace` and `reset` are the app's own (tests and start-up). Changes are queued and
carried out in order by `apply`, so that no scene appears or goes in the middle of a frame.
"""
from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from game.ui.routes import Route
    from game.ui.scene import Scene

__all__ = ["SceneStack", "StackHost"]


class SceneStack:
    """The scenes, bottom first, and the queue of changes to them."""

    def __init__(self, size: Callable[[], tuple[int, int]]) -> None:
        """`size` returns the window's size: a scene is laid out for it as it enters."""
        self.scenes: list[Scene] = []
        self.navigated = False
        """A scene asked for a change (open, leave, swap, restart) since the last `apply`: the player moved
        between screens (the app's own push, pop, replace and reset, for start-up and tests, are not)."""
        self.pending: list[tuple[str, Scene | None, Scene | None]] = []
        """(what, the scene it is about, the scene that comes) in the order asked."""
        self._size = size

    @property
    def top(self) -> Scene | None:
        """Return the scene on top (None when the stack is empty)."""
        return self.scenes[-1] if self.scenes else None

    # -- asking for a change (carried out by `apply`) ---------------------------------------------
    def push(self, scene: Scene) -> None:
        """Put `scene` on top."""
        self.pending.append(("push", None, scene))

    def pop(self) -> None:
        """Remove the top scene, whichever it is then (the app's own: scenes `leave`)."""
        self.pending.append(("pop", None, None))

    def replace(self, scene: Scene) -> None:
        """Swap the top scene, whichever it is then, for `scene` (the app's own: scenes `swap`)."""
        self.pending.append(("replace", None, scene))

    def reset(self, scene: Scene) -> None:
        """Remove every scene and start again from `scene`."""
        self.pending.append(("reset", None, scene))

    def leave(self, scene: Scene) -> None:
        """Remove `scene` itself, wherever it is; nothing when it is not on the stack by then."""
        self.pending.append(("leave", scene, None))

    def swap(self, scene: Scene, new: Scene) -> None:
        """Put `new` in the place of `scene`; nothing when `scene` is not on the stack by then."""
        self.pending.append(("swap", scene, new))

    # -- carrying the changes out -----------------------------------------------------------------
    def apply(self) -> None:
        """Carry out the queued changes in order (those they queue in turn included)."""
        while self.pending:
            op, old, new = self.pending.pop(0)
            if op == "push" and new is not None:
                self._enter(new, len(self.scenes))
            elif op == "pop" and self.scenes:
                self._remove(len(self.scenes) - 1)
            elif op == "replace" and new is not None:
                if self.scenes:
                    self._exit(len(self.scenes) - 1)
                self._enter(new, len(self.scenes))
            elif op == "reset" and new is not None:
                while self.scenes:
                    self._exit(len(self.scenes) - 1)
                self._enter(new, 0)
            elif op == "leave" and old is not None:
                at = self._index(old)
                if at is not None:
                    self._remove(at)
            elif op == "swap" and old is not None and new is not None:
                at = self._index(old)
                if at is not None:
                    self._exit(at)
                    self._enter(new, at)

    def clear(self) -> None:
        """Remove every scene now (the window is closing)."""
        self.pending.clear()
        while self.scenes:
            self._exit(len(self.scenes) - 1)

    def _index(self, scene: Scene) -> int | None:
        return next((i for i, s in enumerate(self.scenes) if s is scene), None)

    def _enter(self, scene: Scene, at: int) -> None:
        self.scenes.insert(at, scene)
        scene.resize(self._size())
        scene.enter()

    def _exit(self, at: int) -> None:
        self.scenes.pop(at).exit()

    def _remove(self, at: int) -> None:
        """Remove the scene at `at`; the one below becomes the top again when it was the top."""
        was_top = at == len(self.scenes) - 1
        self._exit(at)
        if was_top and self.scenes:
            self.scenes[-1].resume()


class StackHost:
    """The host's side of the stack, as scenes and tests ask for it: routes in, scenes out.

    A class that keeps a `stack` and maps a route to its scene (`build`) gets the `Host` methods that
    change the stack (`open`, `leave`, `swap`, `restart`) and the app's own (`push`, `pop`, `replace`,
    `reset`); every change is queued and carried out between the phases of a frame."""

    stack: SceneStack

    def build(self, route: Route) -> Scene:
        """Return the scene of `route` (the route map)."""
        raise NotImplementedError

    @property
    def scenes(self) -> list[Scene]:
        """Return the scenes, bottom first."""
        return self.stack.scenes

    @property
    def top(self) -> Scene | None:
        """Return the scene on top of the stack."""
        return self.stack.top

    def open(self, route: Route) -> None:
        """Put the scene of `route` on top."""
        self.stack.navigated = True
        self.stack.push(self.build(route))

    def leave(self, scene: Scene) -> None:
        """Remove `scene` itself, wherever it is on the stack."""
        self.stack.navigated = True
        self.stack.leave(scene)

    def swap(self, scene: Scene, route: Route) -> None:
        """Put the scene of `route` in the place of `scene`."""
        self.stack.navigated = True
        self.stack.swap(scene, self.build(route))

    def restart(self, route: Route) -> None:
        """Remove every scene and start again from the scene of `route`."""
        self.stack.navigated = True
        self.stack.reset(self.build(route))

    def push(self, scene: Scene) -> None:
        """Put `scene` on top."""
        self.stack.push(scene)

    def pop(self) -> None:
        """Remove the top scene, whichever it is then; an empty stack quits the app."""
        self.stack.pop()

    def replace(self, scene: Scene) -> None:
        """Swap the top scene for `scene`."""
        self.stack.replace(scene)

    def reset(self, scene: Scene) -> None:
        """Remove every scene and start again from `scene`."""
        self.stack.reset(scene)
