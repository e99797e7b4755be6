"""The settings: house rules (with presets), gameplay, sound and display, in tabs.

Every change is written into `app.settings` at once; sound and display apply live, rule changes
from the next hand. Back (or Esc) saves the settings to the data folder.
"""
from __future__ import annotations

from dataclasses import fields
from typing import TYPE_CHECKING, Any

import pygame

from game.model import Rules
from game.model.rules import MATCH_RULES, RULE_HELP
from game.storage.settings import rules_label
from game.ui import routes
from game.ui.controls import Button, Choice, Label, Slider, Stepper, Toggle, Widget
from game.ui.palette import YELLOW
from game.ui.rulewords import RULE_ROWS
from game.ui.screens import MenuScene
from game.ui.units import text_cap

if TYPE_CHECKING:
    from game.ui.scene import Host

__all__ = ["RULE_ROWS", "TABS", "SettingsScene"]

TABS: tuple[tuple[str, str], ...] = (
    ("rules", "House rules"),
    ("gameplay", "Gameplay"),
    ("sound", "Sound"),
    ("display", "Display"),
)

NEXT_HAND_NOTE = ("In a match, house rules and the Uno penalty change from the next hand; "
                  "match length, deck and cards dealt (marked: next match) from the next match.")

PRESETS: tuple[tuple[str, str], ...] = (("official", "Official"), ("party", "Party"), ("custom", "My rules"))
SORTS: tuple[tuple[str, str], ...] = (("none", "As dealt"), ("color", "By colour"), ("number", "By number"))
FELT_COLORS: tuple[tuple[str, str], ...] = (("green", "Green"), ("blue", "Blue"), ("wine", "Wine"), ("slate", "Slate"))
CARD_BACKS: tuple[tuple[str, str], ...] = (("red", "Red"), ("blue", "Blue"), ("black", "Black"), ("green", "Green"))


TEXT_SIZES: tuple[tuple[int, str], ...] = ((100, "100%"), (125, "125%"), (150, "150%"))


def text_size_help(chosen: int, size: tuple[int, int]) -> str:
    """Return the text size row's help: what it does, and the cap when the window is too small for it."""
    cap = text_cap(size)
    if chosen > cap:
        return f"This window is too small for {chosen}%: text shows at {cap}% (a larger window shows {chosen}%)"
    return "Make every text larger: menus, the table, How to play"


def _lower_first(text: str) -> str:
    return text[:1].lower() + text[1:]


def _speed(v: float) -> str:
    return f"{v:g}×"


def _percent(v: float) -> str:
    return f"{round(v * 100)}%"


class SettingsScene(MenuScene):
    """Tabs of settings; every change applies to `app.settings` at once and is saved on Back."""

    title = "Settings"
    panel_width = 860

    def __init__(self, app: Host, tab: str = "rules") -> None:
        super().__init__(app)
        self.tab = tab if tab in dict(TABS) else "rules"
        self.reset_armed_until = -1.0
        self.t = 0.0
        self._relayout_pending = False

    # -- structure -------------------------------------------------------------------------------
    def build_header(self) -> list[Widget]:
        """The tab bar."""
        return [Choice("", TABS, self.tab, self.set_tab, describe=False, size=19,
                       help="Left and Right switch tabs (or keys 1 to 4)")]

    def build_bar(self) -> list[Widget]:
        """Reset to defaults, Back."""
        armed = self.t < self.reset_armed_until
        return [
            Button("Click again to reset" if armed else "Reset to defaults", self.reset, size=19,
                   help="Every setting back to how the game came (your name is kept)"),
            Button("Back", self.back, primary=True, help="Save the settings and go back"),
        ]

    def build(self) -> list[Widget]:
        """The rows of the current tab."""
        return {
            "rules": self._rules_rows,
            "gameplay": self._gameplay_rows,
            "sound": self._sound_rows,
            "display": self._display_rows,
        }[self.tab]()

    def set_tab(self, tab: str) -> None:
        """Show another tab, from its top."""
        if tab != self.tab and tab in dict(TABS):
            self.tab = tab
            self.menu.scroll = 0
            self.menu.focus_index = -1
            self.refresh()
            self.menu.scroll_by(-self.menu.scroll)

    # -- rules -----------------------------------------------------------------------------------
    def _rules_rows(self) -> list[Widget]:
        s = self.app.settings
        rules = Rules.from_dict(dict(s.rules))
        rows: list[Widget] = [
            Choice("Rule set", PRESETS, s.preset, self.set_preset,
                   help="Official rules, Party (Stacking, Seven-O, Jump-In), or your own"),
            Label(NEXT_HAND_NOTE, size=16, color=YELLOW),
        ]
        for name in self._rule_names():
            rows.append(self._rule_widget(name, getattr(rules, name), rules))
        return rows

    @staticmethod
    def _rule_names() -> list[str]:
        names = [f.name for f in fields(Rules)]
        ordered = [n for n in RULE_ROWS if n in names]
        return ordered + [n for n in names if n not in RULE_ROWS]

    def _rule_widget(self, name: str, value: Any, rules: Rules) -> Widget:
        label, help_text = RULE_HELP.get(name) or (name.replace("_", " ").capitalize(), "")
        if name in MATCH_RULES:
            label = f"{label} (next match)"

        def change(v: Any, name: str = name) -> None:
            self.set_rule(name, v)

        if isinstance(value, bool):
            enabled = rules.available(name)
            return Toggle(label, value, change, help=help_text, enabled=enabled)
        if name == "target_score":
            values: list[int | None] = [None, *range(100, 1001, 50)]
            if value not in values:
                values.append(value)
                values.sort(key=lambda v: -1 if v is None else v)
            return Stepper(label, values, value, change, help=help_text,
                           fmt=lambda v: "Single hand" if v is None else f"{v} points")
        if name == "uno_penalty":
            return Stepper(label, list(range(0, 11)), value, change, help=help_text,
                           fmt=lambda v: "None" if v == 0 else f"{v} card{'s' if v != 1 else ''}")
        if name == "hand_size":
            # the sizes the deck can deal to the table in the settings (the model's answer, not ours)
            sizes = list(rules.hand_sizes(int(getattr(self.app.settings, "players", 4))))
            if value not in sizes:
                sizes = sorted({*sizes, value})
            return Stepper(label, sizes, value, change, help=help_text, fmt=lambda v: f"{v} cards")
        if name == "edition":
            return Choice(label, (("classic", "Classic"), ("2018", "2018")), value, change, help=help_text)
        if name == "custom_wild":
            from game.model import CUSTOM_WILD_HELP, CUSTOM_WILDS

            # the row says what the chosen card does, and leaves room for the longest choice
            stepper = Stepper(label, list(CUSTOM_WILDS), value, change, help=f"2018 deck: {_lower_first(CUSTOM_WILD_HELP[value][1])}",
                              fmt=lambda v: CUSTOM_WILD_HELP[v][0])
            stepper.control_frac = 0.46
            return stepper
        if isinstance(value, int):
            return Stepper(label, list(range(0, 21)), value, change, help=help_text)
        return Label(f"{label}: {value}")

    def set_rule(self, name: str, value: Any) -> None:
        """Change one rule; the rule set becomes "My rules" (or Official, Party when the switches are theirs)."""
        s = self.app.settings
        try:
            changed = Rules.from_dict(dict(s.rules)).changed(name, value)
        except ValueError as exc:
            self.app.notify(str(exc))
            self.refresh()
            return
        rules = changed.to_dict()
        s.rules = rules
        s.custom_rules = dict(rules)
        # one name for one set of switches: the one Statistics files a match under (rules_label)
        s.preset = {"Official": "official", "Party": "party"}.get(rules_label(rules), "custom")
        self.app.audio.play("click")
        problems = changed.problems(int(getattr(s, "players", 4)))
        if problems:
            self.app.notify(f"{problems[0][0].upper()}{problems[0][1:]}.")
        self.refresh()

    def set_preset(self, preset: str) -> None:
        """Switch to a rule set: Official, Party, or the player's own."""
        from game.storage.settings import preset_rules

        s = self.app.settings
        if preset == "custom" and s.custom_rules is None:
            s.custom_rules = dict(s.rules)
        try:
            s.rules = preset_rules(preset, s.custom_rules)
        except ValueError as exc:
            self.app.notify(f"Your own rules could not be read ({exc}); the official ones are used.")
            s.custom_rules = None
            s.rules = preset_rules("official")
            preset = "official"
        s.preset = preset
        self.app.audio.play("click")
        self.refresh()

    # -- gameplay, sound, display ----------------------------------------------------------------
    def _setter(self, name: str, live: bool = False) -> Any:
        def change(value: Any) -> None:
            setattr(self.app.settings, name, value)
            if live:
                self.app.apply_settings() if name != "ui_scale" else None
        return change

    def _gameplay_rows(self) -> list[Widget]:
        s = self.app.settings
        return [
            Slider("Computer speed", s.cpu_speed, self._setter("cpu_speed"), lo=0.5, hi=3.0, step=0.25,
                   fmt=_speed, help="How quickly the computer players think and act"),
            Slider("Animation speed", s.anim_speed, self._setter("anim_speed"), lo=0.5, hi=3.0, step=0.25,
                   fmt=_speed, help="How fast cards fly, deal and flip"),
            Toggle("Highlight playable cards", s.highlight_playable, self._setter("highlight_playable"),
                   help="Mark the cards you can play and dim the rest"),
            Choice("Sort my hand", SORTS, s.auto_sort, self._setter("auto_sort"),
                   help="Keep your cards in the order dealt, or sorted"),
            Toggle("Confirm a Wild Draw Four bluff", s.confirm_bluff, self._setter("confirm_bluff"),
                   help="Ask first when you play a +4 while holding the colour in force"),
            Toggle("Hints", s.hints, self._setter("hints"),
                   help="Short tips at the table about what you can do now"),
            Toggle("Relaxed timing", s.relaxed_timing, self._setter("relaxed_timing"),
                   help="No clock on jumping in, catching or saying Uno: the others wait for you"),
            Button("Keys and buttons…", lambda: self.app.open(routes.Controls()), size=19,
                   help="Remap the keys and the controller's buttons"),
        ]

    def _sound_rows(self) -> list[Widget]:
        s = self.app.settings
        return [
            Slider("Master volume", s.master_volume, self._volume("master_volume"), lo=0.0, hi=1.0, step=0.05,
                   fmt=_percent, help="The loudness of everything"),
            Slider("Effects volume", s.effects_volume, self._volume("effects_volume"), lo=0.0, hi=1.0,
                   step=0.05, fmt=_percent, help="Cards, calls and fanfares"),
            Toggle("Mute", s.muted, self._volume("muted"), help="Silence every sound"),
        ]

    def _volume(self, name: str) -> Any:
        def change(value: Any) -> None:
            setattr(self.app.settings, name, value)
            self.app.apply_settings()
            self.app.audio.play("click")
        return change

    def _display_rows(self) -> list[Widget]:
        s = self.app.settings
        return [
            Toggle("Full screen", self.app.fullscreen, self.set_fullscreen, help="Fill the screen (F11 anywhere)"),
            Toggle("Colour-blind symbols", s.colorblind, self._display("colorblind"),
                   help="Add a shape for each colour on the cards and the colour in force"),
            Toggle("High-contrast cards", s.high_contrast, self._display("high_contrast"),
                   help="Flat card colours with every sign in white or black, at least 4.5:1"),
            Slider("Interface scale", s.ui_scale, self.set_ui_scale, lo=0.8, hi=1.5, step=0.1, fmt=_percent,
                   help="Make menus and text larger or smaller"),
            Choice("Text size", TEXT_SIZES, s.text_size, self.set_text_size, help=text_size_help(s.text_size, self.app.size)),
            Choice("Table felt", FELT_COLORS, s.felt, self._display("felt"),
                   help="The colour of the cloth on the table"),
            Choice("Card back", CARD_BACKS, s.card_back, self._display("card_back"),
                   help="The colour of the backs of the cards"),
            Toggle("Reduce motion", s.reduce_motion, self._display("reduce_motion"),
                   help="No table shake when a +4 lands on you, no bouncing on a win"),
        ]

    def _display(self, name: str) -> Any:
        def change(value: Any) -> None:
            setattr(self.app.settings, name, value)
            self.app.apply_settings()
        return change

    def set_fullscreen(self, flag: bool) -> None:
        """Switch full screen now."""
        self.app.set_fullscreen(flag)

    def set_text_size(self, value: int) -> None:
        """Change the text size: every screen's text follows at once (capped for a small window)."""
        self.app.settings.text_size = int(value)
        self.app.apply_settings()
        self.app.relayout()

    def set_ui_scale(self, value: float) -> None:
        """Change the interface scale; the layout follows once the slider is let go."""
        self.app.settings.ui_scale = round(float(value), 2)
        self._relayout_pending = True

    # -- actions ---------------------------------------------------------------------------------
    def reset(self) -> None:
        """Reset every setting but the name and window size (asks for a second click first)."""
        if self.t >= self.reset_armed_until:
            self.reset_armed_until = self.t + 4.0
            self.refresh()
            return
        from game.storage import Settings

        s = self.app.settings
        keep = {"player_name": s.player_name, "window_size": s.window_size}
        fresh = Settings()
        for f in fields(fresh):
            setattr(s, f.name, keep.get(f.name, getattr(fresh, f.name)))
        self.reset_armed_until = -1.0
        self.app.apply_settings()
        self.app.notify("Every setting is back to its default.")
        self.app.relayout()  # the interface scale may have changed

    def back(self) -> None:
        """Save the settings and leave."""
        self.app.save_settings()
        self.app.leave(self)

    def on_quit(self) -> None:
        """Keep the settings when the window closes here."""
        self.app.save_settings()

    def resume(self) -> None:
        """Show the settings as they are now."""
        self.refresh()

    # -- events ----------------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        """Number keys and Ctrl+Tab switch tabs; the rest as any menu."""
        if event.type == pygame.KEYDOWN:
            key = getattr(event, "key", 0)
            mod = getattr(event, "mod", 0)
            names = [t for t, _ in TABS]
            if pygame.K_1 <= key < pygame.K_1 + len(TABS):
                self.set_tab(names[key - pygame.K_1])
                return True
            if key == pygame.K_TAB and mod & pygame.KMOD_CTRL:
                step = -1 if mod & pygame.KMOD_SHIFT else 1
                self.set_tab(names[(names.index(self.tab) + step) % len(names)])
                return True
        return super().handle_event(event)

    def update(self, dt: float) -> None:
        """Let the reset confirmation expire; apply a new interface scale once no slider is held."""
        was_armed = self.t < self.reset_armed_until
        self.t += dt
        if was_armed and self.t >= self.reset_armed_until:
            self.refresh()
        if self._relayout_pending and not any(w._armed for w in self.menu.items):
            self._relayout_pending = False
            self.app.relayout()
        super().update(dt)

    def wake_in(self) -> float | None:
        """Rest until input, or until the armed reset button turns back."""
        if self.t < self.reset_armed_until:
            return self.reset_armed_until - self.t
        return None
