"""UNO Flip! at the table: the others' hands show their backs, the stock its top's back, a Flip turns the
whole table over in about a second (skippable), and the colour picker offers the side's colours."""
from __future__ import annotations

import random

import pygame
import pytest

from game.model import Card, Game, Play, Rules
from game.model.cards import CLASSIC_COLORS, DARK_COLORS, Color, standard_deck
from game.session import MatchConfig, Session
from game.ui.cardart import CardArt, card_size
from game.ui.table.animator import Animator
from game.ui.table.controller import TableController
from game.ui.table.hud import Hud
from game.ui.table.layout import Layout
from game.ui.table.questions import PickColor, color_for_key, side_colors, word
from game.ui.table.sides import other_side
from tests.ui.tablekit import session_with

DT = 1 / 60
FLIP = Rules(edition="flip")


def _hud(players: int, size: tuple[int, int], viewer: int = 0) -> tuple[Hud, Layout]:
    pygame.font.init()
    layout = Layout(size, players, viewer, True, min(size[0] / 1280, size[1] / 720))
    hud = Hud(CardArt(), [f"P{i}" for i in range(players)], ["normal"] * players, viewer)
    hud.set_layout(layout, False)
    return hud, layout


def _anim(layout: Layout, players: int, viewer: int = 0) -> Animator:
    return Animator([f"P{i}" for i in range(players)], viewer, layout, seed=1)


def _matches(surface: pygame.Surface, ref: pygame.Surface, at: tuple[int, int], box: pygame.Rect) -> float:
    """Return the share of the pixels of `box` (in `ref`'s coordinates) drawn on `surface` at `at`
    (where `ref`'s top left lands) that equal `ref`'s, within a small tolerance."""
    same = total = 0
    for x in range(box.x, box.right):
        for y in range(box.y, box.bottom):
            a = surface.get_at((at[0] + x, at[1] + y))
            b = ref.get_at((x, y))
            total += 1
            same += abs(a.r - b.r) + abs(a.g - b.g) + abs(a.b - b.b) < 24
    return same / max(1, total)


@pytest.mark.parametrize("size", [(960, 540), (1920, 1080)])
def test_every_opponents_fan_shows_the_views_backs_in_hand_order(size):
    players = 10
    deck = standard_deck("flip")
    random.Random(4).shuffle(deck)
    # twelve cards in every opponent's hand: the whole deck (9 x 12 + 3 + 1 = 112)
    hands = [deck[:3], *(deck[3 + 12 * i:15 + 12 * i] for i in range(9))]
    game = Game.from_setup(hands, [deck[-1]], [], rules=FLIP)
    view = game.view(0)
    hud, layout = _hud(players, size)
    anim = _anim(layout, players)
    anim.show(view)
    assert anim.sides.backs == [tuple(b) for b in view.backs]
    surface = pygame.Surface(size)
    surface.fill((0, 90, 40))
    hud.draw_fans(surface, anim)
    side = other_side(view.side)
    w = hud.flip.card_w()
    cw, _ch = card_size(w)
    corner = pygame.Rect(1, 1, round(cw * 0.26), round(cw * 0.5))
    for seat in range(1, players):
        backs = view.backs[seat]
        assert len(backs) == 12
        rect = hud.flip.fan_rect(layout.seat(seat), len(backs))
        for i, dx in enumerate(hud.flip.offsets(len(backs), w)):
            ref = hud.look.art.face(backs[i], w, side)
            share = _matches(surface, ref, (round(rect.x + dx), rect.y), corner)
            assert share > 0.85, (seat, i, backs[i], share)
    # a corner shows the colour, so the fans read apart from the others' at 960x540 too
    assert w >= 30 if size == (960, 540) else w >= 40


def test_a_larger_hand_closes_up_and_the_classic_deck_keeps_its_face_down_fans():
    hud, layout = _hud(4, (960, 540))
    w = hud.flip.card_w()
    twelve = hud.flip.offsets(12, w)
    twenty = hud.flip.offsets(20, w)
    assert twenty[-1] == pytest.approx(twelve[-1])  # no wider than twelve
    classic = Game.new(4, Rules(), seed=2)
    anim = _anim(layout, 4)
    anim.show(classic.view(0))
    assert not anim.sides.two_sided and anim.sides.backs == [] and anim.sides.stock_back is None
    a = pygame.Surface((960, 540))
    hud.draw_fans(a, anim)
    b = pygame.Surface((960, 540))
    hud.seats.draw_fans(b, anim)
    assert pygame.image.tobytes(a, "RGB") == pygame.image.tobytes(b, "RGB")


def test_the_stock_shows_the_back_of_its_top_card():
    game = Game.new(4, FLIP, seed=7)
    view = game.view(0)
    assert view.stock_back is not None
    hud, layout = _hud(4, (1280, 720))
    anim = _anim(layout, 4)
    anim.show(view)
    surface = pygame.Surface((1280, 720))
    hud.draw_piles(surface, anim, False)
    ref = hud.look.art.face(view.stock_back, layout.card_w, other_side(view.side))
    layers = min(6, 1 + anim.stock // 14)
    cx, cy = layout.draw_pile[0] - (layers - 1), layout.draw_pile[1] - (layers - 1)
    at = (round(cx - ref.get_width() / 2), round(cy - ref.get_height() / 2))
    middle = pygame.Rect(ref.get_width() // 4, ref.get_height() // 4, ref.get_width() // 2, ref.get_height() // 2)
    assert _matches(surface, ref, at, middle) > 0.9


def _flip_session(speed: float = 1.0) -> tuple[Session, Animator, TableController]:
    """The person (seat 0) holds a red Flip on a red 5; three CPUs."""
    hands = [["RF/P8", "R1/P3", "Y2/T1"], ["R2/OR", "R3/WDC", "B2/O8"], ["G2/TD5", "G3/PF", "G4/P8"],
             ["Y5/U9", "Y7/O2", "Y8/O2"]]
    deck = ["B3/U8", "B4/U1", "B5/OR", "B6/UR", "B7/O3", "B8/T4", "B9/O5", "G5/O7", "G7/O6", "G8/PR"]
    game = Game.from_setup(hands, ["R5/P2", "R6/O9"], deck, rules=FLIP)
    cfg = MatchConfig.quick(4, "normal", rules=FLIP, seed=1, human=True)
    session = session_with(cfg, game)
    layout = Layout((1280, 720), 4, 0, True, 1.0)
    anim = Animator([s.name for s in cfg.seats], 0, layout, speed=lambda: speed, seed=1)
    c = TableController(session, presenter=anim, seed=5, threaded=False, cpu_speed=0.01)
    c.start()
    anim.flush()
    return session, anim, c


def test_a_flip_turns_the_table_in_about_a_second_and_ends_on_the_other_side():
    session, anim, c = _flip_session()
    assert anim.sides.side == "light"
    assert c.submit(Play(0, Card.parse("RF"))) is None
    seen: list[float] = []
    least = 1.0
    t0 = anim.t
    for _ in range(240):
        anim.update(DT)
        k = anim.sides.progress(anim.t)
        if k is not None:
            seen.append(anim.t)
            least = min(least, anim.sides.squash(anim.t))
        if seen and k is None:
            break
    assert seen, "the table never turned"
    length = seen[-1] - seen[0] + DT
    assert 0.8 <= length <= 1.2, length
    assert least < 0.2  # the cards stood on their edge half way
    assert seen[0] - t0 < 1.0
    assert anim.sides.side == "dark"
    view = session.match.game.view(0)
    assert view.side == "dark"
    assert anim.pile[-1][0] is view.top
    assert sorted(s.card.text for s in anim.hand) == sorted(c.text for c in view.hand)
    assert anim.sides.backs[1:] == [tuple(b) for b in view.backs][1:]
    assert anim.sides.dark_share(anim.t) == 1.0
    anim.flush()  # the log's line is written as the turn's motion ends
    assert any("table turns over: the dark side, Pink 2 on top" in line.text for line in anim.log)


def test_a_skip_lands_the_turn_at_once():
    _session, anim, c = _flip_session()
    assert c.submit(Play(0, Card.parse("RF"))) is None
    for _ in range(40):  # into the turn
        anim.update(DT)
        if anim.sides.turning(anim.t):
            break
    assert anim.sides.turning(anim.t)
    anim.flush()  # what a skip does: every step still waiting runs now
    assert not anim.sides.turning(anim.t)
    assert anim.sides.side == "dark" and anim.sides.squash(anim.t) == 1.0


def test_the_picker_offers_the_colours_of_the_side_in_play():
    light = Game.from_setup([["W/PF", "R1/P3"], ["Y2/T1"]], ["R5/P2"], ["B3/U8"], rules=FLIP)
    dark = Game.from_setup([["PF/W", "P3/R1"], ["T1/Y2"]], ["P2/R5"], ["U8/B3"], rules=FLIP)
    assert side_colors(light.view(0)) == CLASSIC_COLORS
    assert side_colors(dark.view(0)) == DARK_COLORS
    q = PickColor(Card.parse("W"), side_colors(dark.view(0)))
    assert [o.answer for o in word(q, ["A", "B"]).options] == list(DARK_COLORS)
    assert [o.label for o in word(q, ["A", "B"]).options] == ["Pink", "Teal", "Orange", "Purple"]
    assert color_for_key(q, "1") is Color.PINK and color_for_key(q, "u") is Color.PURPLE
    assert color_for_key(q, "r") is None  # red is not a colour of the dark side
    assert color_for_key(PickColor(None), "4") is Color.BLUE


def test_a_whole_flip_hand_keeps_the_picture_in_step():
    rules = Rules.from_spec("edition=flip,target_score=5000")
    session = Session.new(MatchConfig.quick(4, "random", rules=rules, seed=11, human=True))
    layout = Layout((1280, 720), 4, 0, True, 1.0)
    anim = Animator([s.name for s in session.config.seats], 0, layout, speed=lambda: 4.0, seed=1)
    c = TableController(session, presenter=anim, seed=5, threaded=False, cpu_speed=4.0)
    c.start()
    rng = random.Random(4)
    turned = 0
    hands = 0
    last = "light"
    while hands < 2 or turned == 0:
        assert hands < 10, "no Flip was played"
        anim.update(DT)
        c.update(DT)
        if anim.sides.side != last:
            turned += 1
            last = anim.sides.side
        if c.my_turn() and rng.random() < 0.3:
            legal = c.human_legal()
            assert c.submit(legal[rng.randrange(len(legal))]) is None
        if c.hand_over and not anim.busy:
            hands += 1
            c.new_hand()
            last = "light"
    anim.flush()
    assert anim.desyncs == 0
    view = session.match.game.view(0)
    assert anim.sides.side == view.side


def test_the_challenge_question_names_flips_wild_draw_cards() -> None:
    from game.ui.table.questions import AnswerWildDrawFour

    two = word(AnswerWildDrawFour(1, 2, Color.RED, False, "Wild Draw Two"), ["You", "Mia"])
    assert two.title == "Mia played a Wild Draw Two on you"
    assert "Mia draws 2; if not, you draw 4" in two.note and two.options[1].label == "Take 2"
    until = word(AnswerWildDrawFour(1, 0, Color.PINK, False, "Wild Draw Color", Color.TEAL), ["You", "Mia"])
    assert until.title == "Mia played a Wild Draw Color on you"
    assert "until a teal card" in until.note and until.options[1].label == "Draw until teal"
    assert "Take 0" not in [o.label for o in until.options]


def test_a_table_where_no_hand_shows_fans_seat_0s_backs_as_the_others_see_them(tmp_path):
    """A demo (and a pass-and-play hand between people) shows no one's hand: seat 0's cards are a fan of
    their backs like every other seat's. On 6114fcd the table read seat 0's own view, where its backs
    are hidden from it, and drew seat 0's fan as classic red backs."""
    from tests.ui.tablekit import make_app, step

    app = make_app(tmp_path, "--demo", "--players", "4", "--rules", "edition=flip", "--seed", "2",
                   "--speed", "8", size="1280x720")
    try:
        seen = 0
        for _ in range(400):
            step(app, 5)
            table = app.top
            c = table.desk.controller
            anim = table.desk.anim
            if c.viewer >= 0 or anim.sides.turning(anim.t) or not c.game.view(1).backs:
                continue
            if anim.busy or c.thinking is not None:
                continue  # the picture catches up with the game only at rest
            assert anim.sides.backs_of(0) == c.game.view(1).backs[0]
            seen += 1
        assert seen >= 5
    finally:
        app.close()


@pytest.mark.parametrize("still", [False, True])
def test_a_sheen_sweeps_the_cloth_and_the_word_pops_as_the_table_turns(still: bool) -> None:
    """The Flip had little spectacle (playtest 10): as the table turns a band of light sweeps the cloth
    from left to right and "Flip" pops over the piles; with reduced motion only the turn itself."""
    pygame.display.init()
    try:
        pygame.display.set_mode((1280, 720))
        _session, anim, c = _flip_session()
        anim.reduce_motion = lambda: still
        hud = Hud(CardArt(), ["You", "Mia", "Leo", "Ava"], ["human", "cpu", "cpu", "cpu"], 0)
        hud.set_layout(anim.layout, False)
        hud.attach(anim)
        assert c.submit(Play(0, Card.parse("RF"))) is None
        brightest: list[int] = []
        words = set()
        for _ in range(240):
            anim.update(DT)
            if not anim.sides.turning(anim.t):
                continue
            words |= {e.text for e in anim.effects if e.kind == "fl_draw" and e.live(anim.t)}
            felt = pygame.Surface((1280, 720))
            felt.fill((20, 60, 40))
            hud.flourishes.draw_under(felt, anim, anim.t)
            row = [felt.get_at((x, 700))[1] for x in range(0, 1280, 8)]
            brightest.append(max(range(len(row)), key=row.__getitem__) if max(row) > 60 else -1)
        assert brightest, "the table turned"
        if still:
            assert set(brightest) == {-1} and not words
        else:
            swept = [b for b in brightest if b >= 0]
            assert len(swept) > len(brightest) // 2 and swept == sorted(swept), "left to right"
            assert swept[-1] - swept[0] > 80  # of 160 columns: across most of the window
            assert words == {"Flip"}
    finally:
        pygame.display.quit()
