"""The jump-in key and a card still landing (issue 19 playtest: "the jump-in card can change under the
key"). Enter with no card chosen plays the card the table offers for a jump-in; the offer (the glow,
the hint) shows once the card that opened it has landed, but the key used the model's chance at once,
so a press while a CPU's card was in flight jumped in with a card nothing had offered.

Now the key is judged by what the table shows at the frame it is pressed: pressed while the card is
still landing, the jump-in is noted and goes in at the frame the card lands, before any CPU may react
(their reactions count from the landing), so the person's press wins over a CPU decision not yet
shown; if the chance is gone by then (the hand moved on), nothing is played and the table says why.
"""
from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest
from tablekit import make_app, post, run_until, session_with, setup, step

from game.app import App
from game.model import Card, Play, Rules
from game.session import MatchConfig, SeatSetup
from game.ui.scenes.table import TableScene

DT = 1 / 60
ME, LEO, AVA = 0, 1, 2


@pytest.fixture
def app(tmp_path: Path) -> Iterator[App]:
    a = make_app(tmp_path)
    yield a
    a.close()


def test_enter_pressed_while_the_card_lands_jumps_in_as_it_lands_before_any_cpu(app: App) -> None:
    rules = Rules(jump_in=True, target_score=None)
    cfg = MatchConfig((SeatSetup("You", "human"), SeatSetup("Leo", "normal"), SeatSetup("Ava", "normal")),
                      rules, seed=1, human=0)
    # Leo plays Green 7 on his turn; Ava holds one too and would jump in; so do I
    start = setup([["G7", "B2", "Y3"], ["G7", "B4", "R1"], ["G7", "R8", "R9"]], ["G5"], rules=rules, current=LEO)
    table = TableScene(app, session_with(cfg, start))
    app.reset(table)
    run_until(app, lambda: len(table.controller.history) >= 1, 600, DT)
    assert table.controller.history[0] == Play(LEO, Card.parse("G7"))
    assert table.anim.busy, "Leo's Green 7 is still on its way"
    post(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=0)
    post(pygame.KEYUP, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=0)
    step(app, 1, DT)
    assert len(table.controller.history) == 1, "nothing jumps in on a card that has not landed"
    run_until(app, lambda: len(table.controller.history) >= 2, 600, DT)
    assert table.controller.history[1] == Play(ME, Card.parse("G7")), "mine, before Ava's"
    assert not table.anim.busy or table.anim.pile[-1][0] is Card.parse("G7")


def _jump_race(app: App, seed: int, anim_speed: float, cpu_speed: float) -> str:
    """Leo plays Green 7 and Ava's turn comes; Mia (normal) and I hold a Green 7 too. I press Enter 0.7 s
    after the hint line first offers the jump-in. Return who jumped in first: "person", "cpu" or "nobody"."""
    app.settings.anim_speed, app.settings.cpu_speed = anim_speed, cpu_speed
    rules = Rules(jump_in=True, target_score=None)
    cfg = MatchConfig(tuple(SeatSetup(n, "human" if n == "You" else "normal") for n in ("You", "Leo", "Ava", "Mia")),
                      rules, seed=seed, human=0)
    start = setup([["G7", "B2", "Y3"], ["G7", "B4", "R1"], ["Y8", "R8", "R9"], ["G7", "B8", "B9"]], ["G5"],
                  rules=rules, current=LEO, seed=seed)
    table = TableScene(app, session_with(cfg, start, agent_seed=seed))
    app.reset(table)
    shown: float | None = None
    t = 0.0
    for _ in range(900):
        step(app, 1, DT)
        t += DT
        later = table.controller.history[1:]
        if later:
            first = later[0]
            if not isinstance(first, Play) or first.card != Card.parse("G7"):
                return "nobody"
            return "person" if first.player == ME else "cpu"
        if shown is None and table.painting.situation().jump_in:
            shown = t
        if shown is not None and abs(t - shown - 0.7) < DT / 2:
            post(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=0)
            post(pygame.KEYUP, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=0)
    return "nobody"


@pytest.mark.parametrize(("anim_speed", "cpu_speed"), [(1.0, 1.0), (1.0, 3.0), (0.5, 3.0), (3.0, 2.0)])
def test_enter_pressed_0_7_s_after_the_jump_in_prompt_shows_wins_at_every_speed(
        app: App, anim_speed: float, cpu_speed: float) -> None:
    outcomes = [_jump_race(app, seed, anim_speed, cpu_speed) for seed in range(6)]
    raced = [o for o in outcomes if o != "nobody"]
    assert raced, f"nobody jumped in ({outcomes})"
    assert outcomes.count("person") * 2 >= len(raced), outcomes


def test_a_late_enter_for_a_jump_in_plays_nothing_on_the_turn_after_it(app: App) -> None:
    """Playtest: the jump-in chance closed, the person's own turn came, and the Enter meant for the jump-in
    played the card under the cursor. A press that soon after the chance went plays nothing and says why;
    the next press plays the card chosen."""
    rules = Rules(jump_in=True, target_score=None)
    cfg = MatchConfig((SeatSetup("You", "human"), SeatSetup("Leo", "normal"), SeatSetup("Ava", "normal")),
                      rules, seed=1, human=0)
    start = setup([["G7", "B2", "G3", "Y2"], ["G7", "B4", "R1", "B3", "Y6"], ["G8", "R8", "R9", "B9", "Y9"]], ["G5"],
                  rules=rules, current=LEO)
    table = TableScene(app, session_with(cfg, start))
    app.reset(table)
    run_until(app, lambda: table.painting.situation().jump_in, 600, DT)
    post(pygame.KEYDOWN, key=pygame.K_RIGHT, mod=0, unicode="", scancode=0)  # the cursor on a card
    step(app, 1, DT)
    chosen = table.selected
    assert chosen >= 0
    run_until(app, lambda: len(table.controller.history) >= 2, 900, DT)  # the chance went: Ava played
    assert table.controller.history[1].player == AVA
    run_until(app, lambda: table.desk.landed() and table.controller.game.current == ME, 600, DT)
    post(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=0)
    post(pygame.KEYUP, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=0)
    step(app, 1, DT)
    assert len(table.controller.history) == 2, "the late press played nothing"
    assert "Too late to jump in" in table.desk.message
    post(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=0)
    post(pygame.KEYUP, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=0)
    step(app, 1, DT)
    run_until(app, lambda: len(table.controller.history) >= 3, 120, DT)
    assert table.controller.history[2].player == ME, "pressed again, the chosen card goes"


def test_the_draw_button_says_take_2_once_the_draw_two_shows(app: App) -> None:
    """Playtest: the Draw button read 'Take 2' while the table still showed the seat before's turn (the
    model a play ahead of the cards). It says so once the Draw Two that gives them has landed."""
    rules = Rules(stacking=True, target_score=None)
    cfg = MatchConfig((SeatSetup("You", "human"), SeatSetup("Leo", "normal")), rules, seed=1, human=0)
    start = setup([["B2", "Y3", "G4"], ["RD2", "B4", "Y6", "B8"]], ["R5"], rules=rules, current=LEO)
    table = TableScene(app, session_with(cfg, start))
    app.reset(table)
    run_until(app, lambda: len(table.controller.history) >= 1, 600, DT)
    assert table.controller.history[0] == Play(LEO, Card.parse("RD2"))
    step(app, 1, DT)
    assert table.anim.busy and table.buttons["draw"].label == "Draw", "Leo's Draw Two is still on its way"
    run_until(app, lambda: not table.anim.busy, 600, DT)
    step(app, 1, DT)
    assert table.buttons["draw"].label == "Take 2"


def test_the_card_to_jump_in_with_rises_while_the_chance_lasts(app: App) -> None:
    """Playtest on 5166f36: "the jump-in prompt does not show which card to jump in with" (its glow was
    lost in a hand of ten). The identical card rises all the way, as a chosen card does, while the chance
    lasts, and sinks back when it has gone."""
    rules = Rules(jump_in=True, target_score=None)
    cfg = MatchConfig((SeatSetup("You", "human"), SeatSetup("Leo", "normal"), SeatSetup("Ava", "normal")),
                      rules, seed=1, human=0)
    start = setup([["B2", "Y3", "G7", "R4", "B6"], ["G7", "B4", "R1"], ["R2", "R8", "R9"]], ["G5"], rules=rules,
                  current=LEO)
    table = TableScene(app, session_with(cfg, start))
    app.reset(table)
    run_until(app, lambda: bool(table.controller.jump_in_cards()) and not table.anim.busy, 600, DT)
    step(app, 20, DT)
    lifts = {str(s.card): s.lift for s in table.anim.hand}
    assert lifts["G7"] == pytest.approx(1.0), lifts
    assert all(lift < 0.2 for card, lift in lifts.items() if card != "G7"), lifts
    run_until(app, lambda: not table.controller.jump_in_cards(), 900, DT)
    step(app, 40, DT)
    assert next(s.lift for s in table.anim.hand if str(s.card) == "G7") < 0.2


def test_the_turn_after_a_jump_in_chance_starts_on_the_card_it_raised(app: App) -> None:
    """Playtest on a464556: the Green 5 raised for a jump-in was let go as the person's own turn came, the
    keys' choice moved to the first playable card (Blue 9), and a late Enter played that. The turn starts on
    the card raised for the chance when it may still be played."""
    from tablekit import FirstPlayable

    rules = Rules(jump_in=True, target_score=None)
    cfg = MatchConfig((SeatSetup("You", "human"), SeatSetup("Leo", "random"), SeatSetup("Ava", "random")),
                      rules, seed=1, human=0)
    start = setup([["B9", "G5", "R1"], ["G5", "Y1"], ["B5", "Y2"]], ["G2"], rules=rules, current=LEO)
    session = session_with(cfg, start)
    session.agents[LEO] = FirstPlayable()
    session.agents[AVA] = FirstPlayable()
    table = TableScene(app, session)
    app.reset(table)
    table.selection.keyboard = True
    run_until(app, lambda: table.controller.my_turn() and not table.anim.busy and table.selected >= 0, 900, DT)
    assert str(table.anim.hand[table.selected].card) == "G5", [str(s.card) for s in table.anim.hand]
