"""The simulator command line, `python -m game.sim` (MODEL_API.md "The simulator", issue 2)."""
from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]

KEYS = {"games", "wins", "draws", "mean_turns", "games_per_second", "win_share", "mean_hand_length"}


def sim(*args: str, extra_path: Path | None = None, env: dict[str, str] | None = None) -> subprocess.CompletedProcess:
    paths = [str(ROOT)] + ([str(extra_path)] if extra_path else [])
    full_env = {**os.environ, "PYTHONPATH": os.pathsep.join(paths), **(env or {})}
    return subprocess.run([sys.executable, "-m", "game.sim", *args], cwd=ROOT, env=full_env,
                          capture_output=True, text=True, timeout=300)


def summary(*args: str, **kw) -> dict:
    result = sim(*args, "--json", **kw)
    assert result.returncode == 0, result.stderr
    lines = result.stdout.strip().splitlines()
    assert len(lines) == 1, "one JSON object"
    data = json.loads(lines[0])
    assert set(data) >= KEYS
    assert sum(data["wins"]) + data["draws"] == data["games"]
    return data


def test_json_summary_has_every_key_and_adds_up():
    data = summary("--games", "6", "--players", "3", "--agents", "random", "--seed", "1")
    assert data["games"] == 6 and len(data["wins"]) == 1 and data["wins"][0] + data["draws"] == 6
    assert data["mean_turns"] > 0 and data["games_per_second"] > 0 and data["mean_hand_length"] > 0
    (share,) = data["win_share"]
    low, high = share["ci95"]
    assert 0.0 <= low <= share["share"] <= high <= 1.0
    assert share["share"] == pytest.approx(data["wins"][0] / 6)


def test_defaults_are_100_games_4_players_seed_0():
    data = summary("--agents", "random")
    assert data["games"] == 100
    assert data["players"] == 4 and data["seed"] == 0
    assert data["match"] is False


def test_the_default_agent_is_normal():
    data = summary("--games", "2")
    assert data["agents"] == ["normal"] and len(data["wins"]) == 1


def test_agents_of_a_short_list_fill_the_seats_in_turn():
    data = summary("--games", "8", "--players", "4", "--agents", "random,random", "--seed", "2")
    assert len(data["wins"]) == 2 and len(data["win_share"]) == 2
    for share in data["win_share"]:
        low, high = share["ci95"]
        assert 0.0 <= low <= high <= 1.0


def test_workers_give_the_same_results_as_one_process():
    args = ("--games", "24", "--players", "3", "--agents", "random,random", "--seed", "5",
            "--rules", "stacking,seven_o,jump_in")
    one = summary(*args, "--workers", "1")
    two = summary(*args, "--workers", "2")
    assert one["wins"] == two["wins"] and one["draws"] == two["draws"]
    assert one["mean_turns"] == two["mean_turns"]


def test_the_same_seed_gives_the_same_results():
    args = ("--games", "10", "--players", "4", "--agents", "random", "--seed", "9")
    assert summary(*args)["mean_turns"] == summary(*args)["mean_turns"]


def test_match_plays_matches_to_the_target():
    data = summary("--match", "--games", "3", "--players", "2", "--agents", "random,random",
                   "--rules", "target_score=300", "--seed", "3")
    assert data["games"] == 3 and data["match"] is True
    assert data["mean_hand_length"] > 0
    # a match to 300 between two players takes more than one hand on average
    assert data["mean_hands"] > 1
    assert data["mean_turns"] > summary("--games", "3", "--players", "2", "--agents", "random,random",
                                        "--seed", "3")["mean_turns"]


def test_text_output_without_json():
    result = sim("--games", "3", "--agents", "random")
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() and "Traceback" not in result.stderr


AGENTS_MODULE = '''
import os


class FirstLegal:
    """Takes no seed; always the first legal action; records the seats it sat in."""

    def __init__(self):
        self.seat = None

    def choose(self, view, legal):
        if self.seat is None:
            self.seat = view.player
            path = os.environ.get("SEAT_LOG")
            if path:
                with open(path, "a") as fh:
                    fh.write(f"{view.player}\\n")
        return legal[0]


class Seeded:
    """Takes a seed."""

    def __init__(self, seed=None):
        import random
        self.rng = random.Random(seed)

    def choose(self, view, legal):
        return legal[self.rng.randrange(len(legal))]
'''


def test_an_outside_agent_loads_and_rotates_seats(tmp_path):
    (tmp_path / "outside_agents.py").write_text(AGENTS_MODULE)
    log = tmp_path / "seats.log"
    data = summary("--games", "4", "--players", "2", "--agents", "outside_agents:FirstLegal,outside_agents:Seeded",
                   "--seed", "1", extra_path=tmp_path, env={"SEAT_LOG": str(log)})
    assert data["games"] == 4 and len(data["wins"]) == 2
    seats = {int(line) for line in log.read_text().split()}
    assert seats == {0, 1}, "no agent keeps one seat"


BAD_INPUT = [
    ["--games", "0"],
    ["--games", "x"],
    ["--players", "1"],
    ["--players", "11"],
    ["--agents", "nosuch"],
    ["--agents", ","],
    ["--agents", "nosuchpkg.mod:Cls"],
    ["--agents", "json:NoSuchClass"],
    ["--agents", "random,random,random", "--players", "2"],
    ["--rules", "bogus"],
    ["--rules", "uno_penalty=x"],
    ["--rules", "hand_size=20", "--players", "10"],
    ["--workers", "0"],
    ["--seed", "abc"],
    ["--frobnicate"],
    ["--time-limit", "x"],
    ["--time-limit", "-1"],
    ["--time-limit", "nan"],
]


@pytest.mark.parametrize("args", BAD_INPUT, ids=[" ".join(a) for a in BAD_INPUT])
def test_bad_input_exits_non_zero_with_one_line(args):
    result = sim(*args, "--games", "1") if "--games" not in args else sim(*args)
    assert result.returncode != 0
    err = result.stderr.strip()
    assert err and len(err.splitlines()) == 1, err
    assert "Traceback" not in result.stderr
    assert result.stdout.strip() == ""


def test_an_agent_that_returns_an_illegal_action_is_reported_in_one_line(tmp_path):
    (tmp_path / "bad_agents.py").write_text(
        "class Nonsense:\n    def choose(self, view, legal):\n        return 'nonsense'\n"
    )
    result = sim("--games", "1", "--agents", "bad_agents:Nonsense", extra_path=tmp_path)
    assert result.returncode != 0
    assert len(result.stderr.strip().splitlines()) == 1 and "Traceback" not in result.stderr


def test_an_agent_module_that_cannot_be_compiled_is_reported_in_one_line(tmp_path):
    (tmp_path / "broken_agents.py").write_text("def broken(:\n")
    result = sim("--games", "1", "--agents", "broken_agents:X", extra_path=tmp_path)
    assert result.returncode != 0
    assert len(result.stderr.strip().splitlines()) == 1 and "Traceback" not in result.stderr


class _Watcher:
    """Checks that `choose` is handed the seat's full list; says Uno and catches only from `choose`."""

    def __init__(self, game, seed):
        import random

        self.game = game
        self.rng = random.Random(seed)
        self.saw_calls = 0

    def choose(self, view, legal):
        from game.model import CallUno, Catch

        assert view.player == self.game.current
        assert list(legal) == self.game.legal_actions(view.player) == self.game.legal_actions()
        calls = [a for a in legal if type(a) in (CallUno, Catch)]
        if calls:
            self.saw_calls += 1
            return calls[0]
        return legal[self.rng.randrange(len(legal))]


@pytest.mark.parametrize("rules", ["", "stacking,seven_o,jump_in,draw_until_playable"])
def test_choose_is_handed_the_full_list_and_a_call_from_choose_is_applied(rules):
    import random

    from game.model import Game, Rules
    from game.sim import play_hand

    seen = 0
    for seed in range(6):
        game = Game.new(4, Rules.from_spec(rules), seed=seed)
        agents = [_Watcher(game, seed * 10 + s) for s in range(4)]
        result = play_hand(game, agents, random.Random(seed))
        assert game.is_over and result.actions == game.actions_taken
        seen += sum(a.saw_calls for a in agents)
    assert seen > 0, "some seat to act held two cards or could catch, and saw it in its list"


class _Quiet:
    """A seat with no `react`: it is never asked out of turn."""

    def __init__(self, seed: int) -> None:
        import random

        self.rng = random.Random(seed)

    def choose(self, view, legal):
        from game.ai.common import turn_only

        options = turn_only(legal)
        return options[self.rng.randrange(len(options))]


class _Declines(_Quiet):
    """The same choices, with a `react` that lets every chance go by (and counts them)."""

    def __init__(self, seed: int) -> None:
        super().__init__(seed)
        self.asked = 0

    def react(self, view, legal):
        self.asked += 1
        return None


class _SaysUno(_Declines):
    def react(self, view, legal):
        from game.model import CallUno

        self.asked += 1
        return next((a for a in legal if type(a) is CallUno), None)


@pytest.mark.parametrize("rules", ["", "jump_in,stacking,seven_o"])
def test_agents_without_react_play_as_agents_that_always_decline(rules):
    # The simulator does not look for out-of-turn chances when no seat can react: the hands must come out
    # exactly as when every seat is asked and lets the chance go by. One seat with a react is still asked.
    import random

    from game.model import Game, Rules
    from game.sim import play_hand

    asked = 0
    for seed in range(8):
        results = []
        for kind in (_Quiet, _Declines):
            game = Game.new(4, Rules.from_spec(rules), seed=seed)
            result = play_hand(game, [kind(seed * 10 + s) for s in range(4)], random.Random(seed))
            results.append((result, game.to_dict()))
        assert results[0] == results[1]
        game = Game.new(4, Rules.from_spec(rules), seed=seed)
        agents = [_Quiet(1), _SaysUno(2), _Quiet(3), _Quiet(4)]
        play_hand(game, agents, random.Random(seed))
        asked += agents[1].asked
    assert asked > 0, "the one seat that reacts was asked"


# ------------------------------------------------------------------ hostile agents (issue 13, item 7)

HOSTILE = '''
import sys
import threading
import time


class Forever:
    """Never returns from choose (waits on an event nobody sets)."""

    def choose(self, view, legal):
        threading.Event().wait()


class Spins:
    """A busy loop that swallows every exception it is sent."""

    def choose(self, view, legal):
        while True:
            try:
                while True:
                    pass
            except BaseException:
                pass


class SleepsInReact:
    def choose(self, view, legal):
        return legal[0]

    def react(self, view, legal):
        time.sleep(3600)


class Slow:
    """Takes a little time, well inside the limit."""

    def choose(self, view, legal):
        time.sleep(0.002)
        return legal[0]


class Exits:
    def __init__(self, where="choose"):
        self.where = where

    def choose(self, view, legal):
        sys.exit(0)


class ExitsInObserve:
    def choose(self, view, legal):
        return legal[0]

    def observe(self, events):
        if len(events) > 1:
            sys.exit(4)


class ExitsWhenBuilt:
    def __init__(self, seed=None):
        if seed:
            sys.exit(0)

    def choose(self, view, legal):
        return legal[0]


class Raises:
    def choose(self, view, legal):
        raise KeyError("no such card")
'''


def hostile(tmp_path: Path, *args: str) -> subprocess.CompletedProcess:
    (tmp_path / "hostile_agents.py").write_text(HOSTILE)
    return sim(*args, extra_path=tmp_path)


def one_line(result: subprocess.CompletedProcess) -> str:
    err = result.stderr.strip()
    assert err and len(err.splitlines()) == 1, err
    assert "Traceback" not in err
    assert result.stdout.strip() == ""
    return err


@pytest.mark.parametrize("agent", ["Forever", "Spins", "SleepsInReact"])
@pytest.mark.parametrize("workers", ["1", "2"])
def test_an_agent_that_never_answers_fails_the_run_at_the_time_limit(tmp_path, agent, workers):
    import time

    start = time.monotonic()
    result = hostile(tmp_path, "--games", "20", "--agents", f"random,hostile_agents:{agent}",
                     "--time-limit", "0.5", "--workers", workers, "--json")
    assert time.monotonic() - start < 60
    assert result.returncode == 3
    err = one_line(result)
    assert f"hostile_agents:{agent}" in err and "seat" in err and "0.5 s" in err, err


def test_an_agent_within_the_time_limit_plays_on(tmp_path):
    result = hostile(tmp_path, "--games", "2", "--agents", "hostile_agents:Slow", "--time-limit", "1", "--json")
    assert result.returncode == 0, result.stderr
    assert json.loads(result.stdout)["time_limit"] == 1.0


def test_the_time_limit_is_on_by_default_and_zero_switches_it_off():
    assert summary("--games", "1", "--agents", "random")["time_limit"] == 10.0
    assert summary("--games", "1", "--agents", "random", "--time-limit", "0")["time_limit"] is None


@pytest.mark.parametrize("agent", ["Exits", "ExitsInObserve", "ExitsWhenBuilt"])
@pytest.mark.parametrize("workers", ["1", "2"])
def test_an_agent_calling_sys_exit_is_reported_in_one_line(tmp_path, agent, workers):
    result = hostile(tmp_path, "--games", "6", "--agents", f"random,hostile_agents:{agent}",
                     "--workers", workers, "--json")
    assert result.returncode not in (0, 4)
    err = one_line(result)
    assert f"hostile_agents:{agent}" in err and "sys.exit" in err, err


def test_an_agent_that_raises_is_named_in_one_line(tmp_path):
    result = hostile(tmp_path, "--games", "2", "--agents", "hostile_agents:Raises")
    assert result.returncode == 1
    err = one_line(result)
    assert "hostile_agents:Raises" in err and "KeyError" in err and "seat" in err, err


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="reads memory and child processes from /proc (Linux)")
def test_a_huge_number_of_games_is_streamed_not_listed(tmp_path):
    """`--games 10**12` starts playing at once in constant memory (it used to list every chunk first)."""
    import time

    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    proc = subprocess.Popen([sys.executable, "-m", "game.sim", "--games", str(10**12), "--agents", "random",
                             "--workers", "2", "--json"], cwd=ROOT, env=env,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    workers: list[int] = []
    try:
        for _ in range(12):
            time.sleep(0.25)
            assert proc.poll() is None, proc.communicate()[1].decode()
            with open(f"/proc/{proc.pid}/status") as fh:
                rss = next(int(line.split()[1]) for line in fh if line.startswith("VmRSS:"))
            assert rss < 150_000, f"{rss} kB resident"
        with open(f"/proc/{proc.pid}/task/{proc.pid}/children") as fh:
            workers = [int(pid) for pid in fh.read().split()]
    finally:
        proc.kill()
        proc.wait()
    # Killed outright, the parent cannot shut its pool down: its workers must still end, not wait for
    # work for ever (they did, piling up one pair per run).
    assert len(workers) >= 2, workers
    deadline = time.monotonic() + 10
    alive = workers
    while alive and time.monotonic() < deadline:
        time.sleep(0.1)
        alive = [pid for pid in workers if _running(pid)]
    assert not alive, f"workers {alive} outlived the simulator"


def _running(pid: int) -> bool:
    """Return True when process `pid` exists and is not a zombie."""
    try:
        with open(f"/proc/{pid}/stat") as fh:
            return fh.read().rsplit(")", 1)[1].split()[0] != "Z"
    except FileNotFoundError:
        return False


def test_teams_report_each_team_with_intervals():
    data = summary("--games", "12", "--players", "4", "--agents", "normal,random", "--rules", "teams", "--seed", "3")
    assert data["rules"]["teams"] is True
    assert len(data["team_wins"]) == 2 and sum(data["team_wins"]) + data["draws"] == 12
    assert data["team_wins"] == data["wins"]  # one agent per team: its wins are its team's
    for row in data["team_share"]:
        low, high = row["ci95"]
        assert 0.0 <= low <= row["share"] <= high <= 1.0
    assert [row["agents"] for row in data["team_share"]] == [["normal"], ["random"]]


def test_teams_add_up_the_agents_of_each_team():
    data = summary("--games", "8", "--players", "6", "--agents", "normal,random,easy,normal+blind",
                   "--rules", "teams,edition=2018,custom_wild=others_draw_one", "--seed", "4")
    assert data["team_wins"] == [data["wins"][0] + data["wins"][2], data["wins"][1] + data["wins"][3]]
    text = sim("--games", "4", "--agents", "normal,random", "--rules", "teams")
    assert text.returncode == 0 and "team 0 (normal)" in text.stdout and "95% CI" in text.stdout


@pytest.mark.parametrize(
    ("args", "word"),
    [
        (("--agents", "normal,random,easy", "--rules", "teams"), "even number"),
        (("--players", "5", "--rules", "teams"), "even number of players"),
        (("--rules", "custom_wild=chaos"), "custom_wild"),
        (("--agents", "normal+psychic"), "psychic"),
    ],
)
def test_bad_team_input_is_one_line(args, word):
    result = sim("--games", "2", *args)
    assert result.returncode == 2
    assert word in result.stderr and len(result.stderr.strip().splitlines()) == 1
