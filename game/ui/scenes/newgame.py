"""New game: your name, the number of players, the CPUs' difficulty, the match length, the rules."""
from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from game.ai import CPU_NAMES, LEVEL_LABELS
from game.model import MAX_PLAYERS, MIN_PLAYERS, Rules
from game.ui.controls import Button, Choice, Heading, Label, Stepper, TextInput, Widget
from game.ui.palette import CREAM, YELLOW
from game.ui.scenes.common import MenuScene

if TYPE_CHECKING:
    from game.session import MatchConfig, Session
    from game.ui.scene import Host

__all__ = ["CPU_NAMES", "DIFFICULTY_LABELS", "NewGameScene", "cpu_names"]

DIFFICULTY_LABELS: dict[str, str] = LEVEL_LABELS
DIFFICULTY_HELP = "Random plays any legal card, Easy is forgiving, Normal is solid, Hard counts cards"
SEAT_BY_SEAT = "seats"


def cpu_names(count: int, avoid: str = "") -> list[str]:
    """Return `count` friendly CPU names, none equal to the player's name."""
    pool = [n for n in CPU_NAMES if n.casefold() != avoid.strip().casefold()]
    return [pool[i % len(pool)] for i in range(count)]


class NewGameScene(MenuScene):
    """Choose the table, then Start: builds a Session and replaces this screen with the table."""

    title = "New game"
    panel_width = 820

    def __init__(self, app: Host) -> None:
        super().__init__(app)
        s = app.settings
        self.name = s.player_name
        self.seat_by_seat = s.seat_difficulties is not None

    # -- structure -------------------------------------------------------------------------------
    def _rules(self) -> Rules:
        return Rules.from_dict(dict(self.app.settings.rules))

    def _target(self) -> int:
        target = self._rules().target_score
        return 500 if target is None else target

    def _single_hand(self) -> bool:
        s = self.app.settings
        return bool(s.single_hand) or self._rules().target_score is None

    def deal_problem(self) -> str:
        """Return why this table cannot be dealt (too many cards for the deck), or ""."""
        problems = self._rules().problems(self.app.settings.players)
        if not problems:
            return ""
        return f"{problems[0][0].upper()}{problems[0][1:]} (Settings, Cards dealt)."

    def build(self) -> list[Widget]:
        """The rows: name, players, difficulty (per seat), length, house rules."""
        s = self.app.settings
        rows: list[Widget] = [
            TextInput("Your name", self.name, self.set_name, max_len=16, placeholder="You",
                      help="The name shown at your seat", on_submit=lambda _v: self.zones.menu.move_focus(1)),
            Stepper("Players", list(range(MIN_PLAYERS, MAX_PLAYERS + 1)), s.players, self.set_players,
                    fmt=lambda n: f"{n}  (you + {n - 1})", help="Everyone at the table, you included: 2 to 10"),
        ]
        labels = {**DIFFICULTY_LABELS, SEAT_BY_SEAT: "Seat by seat"}
        current = SEAT_BY_SEAT if self.seat_by_seat else s.difficulty
        rows.append(Stepper("Computer players", list(labels), current, self.set_difficulty,
                            fmt=lambda k: labels[k], help=DIFFICULTY_HELP, wrap=True))
        if self.seat_by_seat:
            names = cpu_names(s.players - 1, self.name)
            for i, kind in enumerate(s.cpu_kinds()):
                rows.append(Stepper(
                    f"    {names[i]}", list(DIFFICULTY_LABELS), kind,
                    self._seat_setter(i), fmt=lambda k: DIFFICULTY_LABELS[k],
                    help=f"How well {names[i]} plays", describe=False, wrap=True,
                ))
        single = self._single_hand()
        rows.append(Choice(
            "Game length", (("match", f"Match to {self._target()}"), ("single", "Single hand")),
            "single" if single else "match", self.set_length,
            help="Play hands until someone reaches the target score, or just one hand",
        ))
        rows.append(Heading("House rules", size=21))
        rules = self._rules()
        on = [r for r in rules.house_rules() if not r.startswith("Match to") and r != "Single hand"]
        summary = "Official rules: no house rules." if not on else "On: " + ", ".join(on) + "."
        rows.append(Label(summary, size=18, color=CREAM))
        rows.append(Button("Change house rules…", self.open_rules, size=18,
                           help="Open the rule settings (Stacking, Seven-O, Jump-In and more)"))
        problem = self.deal_problem()
        if problem:
            rows.append(Label(problem, size=17, color=YELLOW))
        return rows

    def build_bar(self) -> list[Widget]:
        """Back and Start."""
        return [
            Button("Back", self.back, help="Back to the title screen"),
            Button("Start", self.start, primary=True, enabled=not self.deal_problem(),
                   help="Deal the first hand"),
        ]

    # -- changes ---------------------------------------------------------------------------------
    def set_name(self, text: str) -> None:
        """Keep the name typed (checked on Start)."""
        self.name = text

    def set_players(self, n: int) -> None:
        """Change the number of seats."""
        self.app.settings.players = n
        self.refresh()

    def set_difficulty(self, value: str) -> None:
        """Set every CPU's difficulty, or switch to choosing seat by seat."""
        s = self.app.settings
        if value == SEAT_BY_SEAT:
            self.seat_by_seat = True
            s.seat_difficulties = s.cpu_kinds()
        else:
            self.seat_by_seat = False
            s.difficulty = value
            s.seat_difficulties = None
        self.refresh()

    def _seat_setter(self, index: int) -> Callable[[str], None]:
        return lambda kind: self.set_seat(index, kind)

    def set_seat(self, index: int, kind: str) -> None:
        """Set one CPU seat's difficulty."""
        s = self.app.settings
        kinds = s.cpu_kinds()
        kinds[index] = kind
        s.seat_difficulties = kinds

    def set_length(self, value: str) -> None:
        """A match to the target score, or a single hand."""
        s = self.app.settings
        s.single_hand = value == "single"
        if not s.single_hand and self._rules().target_score is None:
            s.rules = {**s.rules, "target_score": 500}
        self.refresh()

    def open_rules(self) -> None:
        """Open the settings on the house rules."""
        from game.ui.scenes.settings import SettingsScene

        self.app.push(SettingsScene(self.app, tab="rules"))

    def resume(self) -> None:
        """Show the rules as they are after the settings."""
        self.refresh()

    def back(self) -> None:
        """Keep the choices and go back."""
        self._keep_name()
        self.app.save_settings()
        self.app.pop()

    def _keep_name(self) -> str:
        name = " ".join(self.name.split())[:16] or "You"
        self.app.settings.player_name = name
        return name

    def build_config(self) -> MatchConfig:
        """Return the table chosen: you at seat 0, then the CPUs, under the rules in force."""
        from game.session import MatchConfig, SeatSetup

        s = self.app.settings
        name = self._keep_name()
        rules = self._rules()
        if self._single_hand():
            rules = Rules.from_dict({**rules.to_dict(), "target_score": None})
        kinds = s.cpu_kinds()
        names = cpu_names(len(kinds), name)
        seats = (SeatSetup(name, "human"), *(SeatSetup(n, k) for n, k in zip(names, kinds, strict=True)))
        # --seed makes the games started from the menus repeatable too (None: a fresh deal each time).
        return MatchConfig(seats=seats, rules=rules, seed=self.app.options.seed, human=0)

    def build_session(self) -> Session:
        """Return a new Session for the table chosen."""
        from game.session import Session

        return Session.new(self.build_config())

    def start(self, confirmed: bool = False) -> None:
        """Save the choices, deal, and go to the table; a match in progress is only given up when asked."""
        problem = self.deal_problem()
        if problem:
            self.app.notify(problem)
            return
        if not confirmed and self.app.store.has_match():
            from game.ui.scenes.confirm import ConfirmScene

            self.app.push(ConfirmScene(
                self.app, "A match is in progress",
                "The match you left is saved for Continue. A new game replaces it: that match is lost. Start anyway?",
                yes="Start a new game", no="Keep my match", on_yes=lambda: self.start(confirmed=True)))
            return
        try:
            session = self.build_session()
        except ValueError as exc:
            self.app.notify(f"Cannot start this game: {exc}")
            return
        self.app.save_settings()
        from game.ui.scenes.table import TableScene

        self.app.replace(TableScene(self.app, session))
