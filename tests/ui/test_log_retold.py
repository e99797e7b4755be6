"""Every log line follows a change of language: an Uno said with two cards (its line waits for the card)
and the lines of a continued match (saved in every language) are worded again, not only the lines told
straight from events."""
from __future__ import annotations

import threading
from pathlib import Path

from tablekit import config, make_app, run_until, session_with, settled, setup

from game import i18n
from game.model import CallUno, Card, Play, Rules
from game.session import SESSION_VERSION, Session
from game.ui.scenes.table import TableScene
from game.ui.table.animator import Animator
from game.ui.table.layout import Layout
from game.ui.tween import Timeline

DT = 1 / 60


def _anim(names: list[str]) -> Animator:
    return Animator(names, 0, Layout((960, 540), len(names), 0, True, 0.75), seed=1, clock=Timeline(),
                    sound=lambda name: None)


def test_an_uno_said_with_two_cards_is_worded_again_in_the_new_language() -> None:
    game = setup([["R5", "G7", "G8"], ["R9", "B6"], ["Y1", "Y2", "Y3"]], ["R1"], current=1)
    anim = _anim(["You", "Mia", "Leo"])
    anim.sync(game.view(0))
    anim.present([e.seen_by(0) for e in game.apply(CallUno(1))], game.view(0))  # said before its turn
    anim.present([e.seen_by(0) for e in game.apply(Play(1, Card.parse("R9")))], game.view(0))
    while anim.busy:
        anim.update(DT)
    assert [line.text for line in anim.log] == ["Mia played Red 9 — one card left", "Mia: “Uno!”"]
    english = [line.text for line in anim.log]
    i18n.set_language("de")
    anim.reword_log()
    now = [line.text for line in anim.log]
    assert "Rot 9" in now[0]
    assert now[1] != english[1] and "uno" in now[1].lower(), now[1]


def test_speaking_another_language_is_this_threads_only() -> None:
    seen: list[str] = []
    with i18n.speaking("de"):
        assert i18n.language() == "de" and i18n._("Red") != "Red"
        worker = threading.Thread(target=lambda: seen.append(i18n._("Red")))
        worker.start()
        worker.join()
    assert seen == ["Red"] and i18n.language() == "en" and i18n._("Red") == "Red"


def test_a_continued_matchs_lines_are_worded_again_in_the_new_language(tmp_path: Path) -> None:
    rules = Rules()
    app = make_app(tmp_path, "--speed", "3", size="960x540")
    try:
        game = setup([["R5", "R9", "B2", "G7", "Y3"], ["R3", "Y2", "Y8"], ["G1", "G2", "G3"]], ["R1"], rules=rules)
        scene = TableScene(app, session_with(config(3, "normal", rules=rules), game))
        app.reset(scene)
        run_until(app, lambda: scene.controller.started and settled(scene) and scene.controller.my_turn(), 900)
        written = len(scene.anim.log)
        assert scene.controller.submit(Play(0, Card.parse("R5"))) is None
        run_until(app, lambda: len(scene.anim.log) > written and settled(scene), 600)
        scene.save()
        saved = app.store.load_match()
        assert saved is not None and saved["version"] == SESSION_VERSION
        english = [line.text for line in scene.anim.log][-12:]
        assert any("Red 5" in t for t in english), english
        again = TableScene(app, Session.from_dict(saved))  # Continue
        app.reset(again)
        run_until(app, lambda: again.controller.started, 300)
        continued = [line.text for line in again.anim.log]
        assert continued[: len(english)] == english
        i18n.set_language("de")
        again.anim.reword_log()
        german = [line.text for line in again.anim.log][: len(english)]
        played = german[next(i for i, t in enumerate(english) if "Red 5" in t)]
        assert "Rot 5" in played and "Red" not in played, played
        i18n.set_language("fr")
        again.anim.reword_log()
        assert "5 rouge" in again.anim.log[english.index(next(t for t in english if "Red 5" in t))].text
    finally:
        app.close()


def test_a_version_4_save_reads_its_log_as_written() -> None:
    from game.model import Match
    cfg = config(3, "normal", rules=Rules())
    session = Session(cfg, Match.new(3, Rules(), seed=1), 5)
    data = session.to_dict()
    data["version"] = 4
    data["log"] = ["Mia played Red 9", "Leo drew a card"]
    old = Session.from_dict(data)
    assert [Session.log_text(entry) for entry in old.log] == ["Mia played Red 9", "Leo drew a card"]
    i18n.set_language("de")
    assert [Session.log_text(entry) for entry in old.log] == ["Mia played Red 9", "Leo drew a card"]
