"""The title's cards are dealt into their fan as it first shows (one after another, from below), and are
simply there with reduced motion or on coming back to the title. The playtest found the menus plain."""
from __future__ import annotations

from pathlib import Path

import pytest
from tablekit import make_app, step

from game.ui.scenes.title import DEAL_SECONDS, FAN, TitleScene, deal_in


def test_the_cards_are_dealt_one_after_another_into_place() -> None:
    assert [deal_in(0.0, i) for i in range(len(FAN))] == [0.0] * len(FAN)
    middle = [deal_in(DEAL_SECONDS / 2, i) for i in range(len(FAN))]
    assert middle[0] > middle[-1] >= 0.0, "the first card is further on than the last"
    assert [deal_in(DEAL_SECONDS, i) for i in range(len(FAN))] == [1.0] * len(FAN)


@pytest.mark.parametrize("still", [False, True])
def test_the_title_deals_its_fan_once(tmp_path: Path, still: bool) -> None:
    app = make_app(tmp_path, size="1280x720")
    try:
        app.settings.reduce_motion = still
        title = TitleScene(app)
        app.reset(title)
        step(app, 1)
        before = title.intro
        assert (before >= DEAL_SECONDS) == still, "with reduced motion the fan is there at once"
        step(app, round(DEAL_SECONDS * 60) + 2)
        title.resume()  # back from Settings: the fan bobs again, but is not dealt again
        assert title.intro >= DEAL_SECONDS
    finally:
        app.close()


def test_coming_back_keeps_the_focus_when_continue_comes_up_meanwhile(tmp_path: Path) -> None:
    """Playtest: back from How to play the focus was on Continue (the match left had been saved meanwhile,
    in the background), and Up three times then Enter started the guided hand. The focus stays on the
    button left by; a title that first shows with a match saved still starts on Continue."""
    import pygame
    from tablekit import key

    app = make_app(tmp_path, size="1280x720")
    try:
        title = TitleScene(app)
        app.reset(title)
        step(app, 2)
        howto = next(i for i, b in enumerate(title.menu.items) if getattr(b, "text", "") == "How to play")
        title.menu.set_focus(howto)
        key(app, pygame.K_RETURN)
        step(app, 2)
        assert type(app.top).__name__ == "HowToScene"
        app.store.has_match = lambda: True  # the match left is saved while How to play is up
        key(app, pygame.K_ESCAPE)
        step(app, 2)
        assert app.top is title and title.can_continue
        assert getattr(title.menu.focused, "text", "") == "How to play"
        again = TitleScene(app)
        app.reset(again)
        step(app, 2)
        assert getattr(again.menu.focused, "text", "") == "Continue"
    finally:
        app.close()
