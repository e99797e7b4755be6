"""The CPUs' faces live between reactions: a CPU whose turn it is looks over its cards (eyes aside, a
brow up), and each blinks now and then, out of step with the others; with reduced motion none blinks.
The playtest scored feel down for "static avatars"."""
from __future__ import annotations

import pygame
import pytest
from tablekit import seats_hud

from game.ui.table.hud import Hud
from game.ui.table.picture import Picture
from game.ui.table.seats import BLINK_EVERY, BLINK_SECONDS, idle_mood


def _avatar(hud: Hud, anim: Picture, seat: int, thinking: int | None, now: float) -> bytes:
    surface = pygame.Surface((960, 540))
    surface.fill((0, 60, 30))
    hud.draw_seats(surface, anim, thinking, now)
    return pygame.image.tobytes(surface.subsurface(hud.seats.part(seat, "avatar")),
                                "RGB")


@pytest.mark.parametrize("still", [False, True])
def test_a_cpus_face_thinks_on_its_turn_and_blinks_unless_motion_is_reduced(window: None, still: bool) -> None:
    hud, anim = seats_hud(still)
    anim.current = 2
    # a moment when no seat blinks
    calm_at = next(t / 100 for t in range(1000) if all(idle_mood(s, t / 100, False, False) != "blink" for s in (1, 2, 3)))
    calm = _avatar(hud, anim, 2, None, calm_at)
    assert _avatar(hud, anim, 2, 2, calm_at) != calm, "Leo's face changes while he thinks"
    # over a few seconds sampled at the table's ambient rate, each CPU blinks (at different moments)
    blinks: dict[int, list[float]] = {1: [], 2: [], 3: []}
    for i in range(round(2 * BLINK_EVERY * 60)):
        now = i / 60
        for seat in blinks:
            if _avatar(hud, anim, seat, None, now) != _avatar(hud, anim, seat, None, calm_at):
                blinks[seat].append(now)
    if still:
        assert blinks == {1: [], 2: [], 3: []}
        return
    for seat, times in blinks.items():
        assert times, f"seat {seat} never blinks"
        assert len(times) <= 2 * (round(BLINK_SECONDS * 60) + 1), f"seat {seat}'s eyes stay shut too long"
    assert blinks[1][0] != blinks[2][0] != blinks[3][0], "the faces blink out of step"


@pytest.mark.parametrize("still", [False, True])
def test_a_count_badge_swells_when_its_count_changes(window: None, still: bool) -> None:
    """A seat's card count changes: its badge grows and settles within a third of a second, so the eye
    finds the plate whose hand changed (not with reduced motion, nor for the counts first shown)."""
    from game.ui.table.seats import BUMP_SECONDS

    hud, anim = seats_hud(still)
    anim.counts = [7, 7, 7, 7]
    badge = hud.seats.part(1, "badge")
    ring = badge.inflate(badge.w // 2, badge.h // 2)

    def around(now: float) -> bytes:
        surface = pygame.Surface((960, 540))
        surface.fill((0, 60, 30))
        hud.draw_seats(surface, anim, None, now)
        return pygame.image.tobytes(surface.subsurface(ring.clip(surface.get_rect())), "RGB")

    first = around(1.0)
    assert around(1.05) == first, "the counts first shown do not swell"
    anim.counts = [7, 8, 7, 7]
    swollen = around(2.0)
    settled = around(2.0 + BUMP_SECONDS + 0.05)
    if still:
        assert swollen == settled
    else:
        assert swollen != settled, "Mia's badge swells as her count changes"
        assert around(2.0 + BUMP_SECONDS + 0.2) == settled, "and then stays still"


def test_the_plus_four_lands_by_the_count_it_adds_to_not_on_the_name(window: None) -> None:
    """Playtest (960x540): the '+4' flying to Mia covered her name on her plate as it landed; then it landed
    on her count badge, and covered the count (playtest 11). It rests just by the badge, the count in view."""
    from game.ui.table.picture import Effect

    hud, anim = seats_hud(False)
    for seat in (1, 2, 3):
        anim.effects[:] = [Effect("plus", anim.t, 0.7, seat, "+4", value=4)]
        name = hud.seats.part(seat, "name")
        badge = hud.seats.part(seat, "badge")
        anim.clock.update(0.56)  # the label has arrived (three quarters of its time) and not yet faded
        surface = pygame.Surface((960, 540))
        surface.fill((0, 0, 0))
        hud.draw_effects(surface, anim)
        inked = [(x, y) for x in range(name.x, name.right, 2) for y in range(name.y, name.bottom, 2)
                 if surface.get_at((x, y))[:3] != (0, 0, 0)]
        assert not inked, f"seat {seat}: the +4 covers the name"
        assert surface.get_at(badge.center)[:3] == (0, 0, 0), f"seat {seat}: the +4 covers the count"
        near = badge.inflate(0, badge.h * 2)
        assert any(surface.get_at((x, y))[:3] != (0, 0, 0) for x in range(near.x, near.right, 2)
                   for y in range(near.y, near.bottom, 2)), f"seat {seat}: the +4 is by the count badge"
        anim.clock.update(1.0)  # gone before the next seat's


def test_a_count_of_one_is_no_alarm_while_the_deal_counts_up(window: None) -> None:
    """In a real window every CPU's badge flashed the red 'one card' alarm as the deal gave its first card.
    While the deal is on, a count of one is a card on its way; after it, one card is red again."""
    hud, anim = seats_hud(True)  # no swell: the badge's colour alone is measured
    anim.counts = [1, 1, 1, 1]

    def red_at(seat: int) -> bool:
        surface = pygame.Surface((960, 540))
        surface.fill((0, 60, 30))
        hud.draw_seats(surface, anim, None, anim.t)
        badge = hud.seats.part(seat, "badge")
        r, g, b = surface.get_at((badge.centerx, badge.y + 4))[:3]  # the disc, above its figure
        return r > 180 and g < 90 and b < 60

    anim.deal_until = anim.t + 3.0
    assert not any(red_at(seat) for seat in (1, 2, 3)), "no alarm while dealing"
    anim.deal_until = anim.t - 0.1
    assert all(red_at(seat) for seat in (1, 2, 3)), "one card after the deal is the alarm"


@pytest.mark.parametrize("still", [False, True])
def test_a_cpus_face_shows_how_its_hand_goes(window: None, still: bool) -> None:
    """Playtest 11 asked for "livelier avatars": between its turns a CPU on its last card smiles and one
    loaded with cards (`LOADED` or more) frowns, on its plate as drawn (with reduced motion too: a face
    that does not move); its own turn still shows it thinking, and a count of one while the cards are dealt
    is no smile."""
    from game.ui.table.seats import LOADED

    hud, anim = seats_hud(still)
    anim.current = 0
    calm_at = next(t / 100 for t in range(1000) if all(idle_mood(s, t / 100, False, False) != "blink" for s in (1, 2, 3)))
    anim.counts = [7, 7, 7, 7]
    seven = _avatar(hud, anim, 2, None, calm_at)
    anim.counts = [7, 7, 1, 7]
    one = _avatar(hud, anim, 2, None, calm_at)
    anim.counts = [7, 7, LOADED, 7]
    loaded = _avatar(hud, anim, 2, None, calm_at)
    assert len({seven, one, loaded}) == 3, "the face changes with the hand"
    assert idle_mood(2, calm_at, False, still, None, 1) == "pleased"
    assert idle_mood(2, calm_at, False, still, None, LOADED) == "annoyed"
    assert idle_mood(2, calm_at, True, still, None, 1) == "thinking", "its turn: it weighs its card"
    anim.counts = [7, 7, 1, 7]
    anim.deal_until = anim.t + 5.0  # dealing: every seat holds one card for a moment
    assert _avatar(hud, anim, 2, None, calm_at) == seven
