"""The settings: house rules (with presets), gameplay, sound and display, in tabs.

Every change is written into `app.settings` at once; sound and display apply live, rule changes
from the next hand. Back (or Esc) saves the settings to the data folder.
"""
from __future__ import annotations

from dataclasses import fields
from typing import TYPE_CHECKING, Any

import pygame

from game.i18n import (
    N_,
    _,
    format_number,
    format_percent,
    format_share,
    language_name,
    ngettext,
    system_language,
)
from game.model import Rules
from game.model.rules import MATCH_RULES
from game.storage.settings import LANGUAGE_CODES, preset_rules
from game.ui import routes
from game.ui.controls import Button, Choice, Label, Slider, Stepper, Toggle, Widget
from game.ui.pad import KEYBOARD, MOUSE, PAD
from game.ui.palette import YELLOW
from game.ui.rulewords import (
    RULE_ROWS,
    custom_wild_title,
    deck_options,
    problem_words,
    rule_line,
    rule_title,
    unavailable_words,
)
from game.ui.screens import MenuScene
from game.ui.units import text_cap
from game.ui.words import FELT_NAMES

if TYPE_CHECKING:
    from game.ui.scene import Host

__all__ = ["RULE_ROWS", "TABS", "SettingsScene"]

TABS: tuple[tuple[str, str], ...] = (
    ("rules", N_("House rules")),
    ("gameplay", N_("Gameplay")),
    ("sound", N_("Sound")),
    ("display", N_("Display")),
)

NEXT_HAND_NOTE = (N_("In a match, house rules and the Uno penalty change from the next hand; "
                  "match length, deck and cards dealt (marked: next match) from the next match."))

PRESETS: tuple[tuple[str, str], ...] = (("official", N_("Official")), ("party", N_("Party")), ("custom", N_("My rules")))
SORTS: tuple[tuple[str, str], ...] = (("none", N_("As dealt")), ("color", N_("By colour")), ("number", N_("By number")))
CARD_BACKS: tuple[tuple[str, str], ...] = (("red", N_("Red")), ("blue", N_("Blue")), ("black", N_("Black")), ("green", N_("Green")))


TEXT_SIZES: tuple[int, ...] = (100, 125, 150)
"""The text sizes offered, in percent (written as the language writes a percentage where shown)."""


def text_size_help(chosen: int, size: tuple[int, int]) -> str:
    """Return the text size row's help: what it does, and the cap when the window is too small for it."""
    cap = text_cap(size)
    if chosen > cap:
        return _("This window is too small for {chosen}: text shows at {cap} (a larger window shows {chosen})").format(
            chosen=format_percent(chosen), cap=format_percent(cap))
    return _("Make every text larger: menus, the table, How to play")


def _options(options: tuple[tuple[str, str], ...]) -> tuple[tuple[str, str], ...]:
    """A table of (value, label marked with N_) in the player's language."""
    return tuple((value, _(label)) for value, label in options)


def _speed(v: float) -> str:
    # Translators: a speed, as a multiple of the normal one ("1.5×").
    return _("{speed}×").format(speed=format_number(v, 2 if round(v * 100) % 10 else 1 if v % 1 else 0))


def _language(code: str) -> str:
    if not code:
        return _("System ({language})").format(language=language_name(system_language()))
    return language_name(code)


class SettingsScene(MenuScene):
    """Tabs of settings; every change applies to `app.settings` at once and is saved on Back."""

    title = N_("Settings")
    panel_width = 860

    def __init__(self, app: Host, tab: str = "rules") -> None:
        super().__init__(app)
        self.tab = tab if tab in dict(TABS) else "rules"
        self.reset_armed_until = -1.0
        self.reset_armed_by = MOUSE
        """The kind of input (`game.ui.pad`) that armed the reset: its button asks for the same again."""
        self.t = 0.0
        self._relayout_pending = False
        # the keys start on the tabs: Left and Right switch tabs, as the footer says, and Down enters the
        # list (opened from the pause menu on Gameplay, Right changed the computer's speed: playtest)
        self.zones.active = 0
        self.menu.keep_bar_room = True  # every tab's controls in one column, the short Sound tab's too

    # -- structure -------------------------------------------------------------------------------
    def build_header(self) -> list[Widget]:
        """The tab bar."""
        return [Choice("", _options(TABS), self.tab, self.set_tab, describe=False, size=19,
                       help=_("Left and Right switch tabs (or keys 1 to 4)"))]

    def build_bar(self) -> list[Widget]:
        """Reset to defaults, Back."""
        armed = self.t < self.reset_armed_until
        again = {KEYBOARD: _("Press Enter again to reset"), PAD: _("Press A again to reset")}.get(
            self.reset_armed_by, _("Click again to reset"))  # said as the first press was made
        return [
            Button(again if armed else _("Reset to defaults"), self.reset,
                   help=_("Every setting back to how the game came (your name is kept)")),
            Button(_("Back"), self.back, primary=True, help=_("Save the settings and go back")),
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
            Choice(_("Rule set"), _options(PRESETS), s.preset, self.set_preset,
                   help=_("Official rules, Party (Stacking, Seven-O, Jump-In), or your own")),
            Label(_(NEXT_HAND_NOTE), size=16, color=YELLOW),
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
        label, help_text = rule_title(name), rule_line(name, rules.deck)
        if name in MATCH_RULES:
            label = _("{rule} (next match)").format(rule=label)

        def change(v: Any, name: str = name) -> None:
            self.set_rule(name, v)

        # a rule that means nothing with the others as they are (the deck has no card it acts on, or it
        # needs another rule on) is greyed out and says why: the model's answer, not ours
        reason = unavailable_words(rules, name)
        if reason is not None:
            help_text = _("Not available: {reason}.").format(reason=reason)
        if isinstance(value, bool):
            return Toggle(label, value, change, help=help_text, enabled=reason is None)
        if name == "target_score":
            if getattr(self.app.settings, "single_hand", False):
                value = None  # New game's "Single hand" is this row's value too: one game length, one place
            values: list[int | None] = [None, *range(100, 1001, 50)]
            if value not in values:
                values.append(value)
                values.sort(key=lambda v: -1 if v is None else v)
            return Stepper(label, values, value, change, help=help_text,
                           fmt=lambda v: _("Single hand") if v is None else ngettext("{n} point", "{n} points", v).format(n=v))
        if name == "uno_penalty":
            return Stepper(label, list(range(0, 11)), value, change, help=help_text,
                           fmt=lambda v: _("None") if v == 0 else ngettext("{n} card", "{n} cards", v).format(n=v))
        if name == "hand_size":
            # the sizes the deck can deal to the table in the settings (the model's answer, not ours)
            sizes = list(rules.hand_sizes(int(getattr(self.app.settings, "players", 4))))
            if value not in sizes:
                sizes = sorted({*sizes, value})
            return Stepper(label, sizes, value, change, help=help_text, fmt=lambda v: ngettext("{n} card", "{n} cards", v).format(n=v))
        if name == "edition":
            return Choice(label, deck_options(), value, change, help=help_text)
        if name == "custom_wild":
            from game.model import CUSTOM_WILD_HELP, CUSTOM_WILDS

            # the row says what the chosen card does, and leaves room for the longest choice
            about = help_text if reason is not None else _("2018 deck: {what}").format(what=_(CUSTOM_WILD_HELP[value][1]))
            stepper = Stepper(label, list(CUSTOM_WILDS), value, change, help=about, fmt=custom_wild_title,
                              enabled=reason is None)
            stepper.control_frac = 0.46
            return stepper
        if isinstance(value, int):
            return Stepper(label, list(range(0, 21)), value, change, help=help_text)
        return Label(_("{rule}: {value}").format(rule=label, value=value))

    def set_rule(self, name: str, value: Any) -> None:
        """Change one rule; the rule set becomes "My rules" (or Official, Party when the switches are theirs)."""
        s = self.app.settings
        try:
            changed = s.set_rule(name, value)
        except ValueError as exc:
            self.app.notify(str(exc))
            self.refresh()
            return
        self.app.audio.play("click")
        problems = changed.problems(int(getattr(s, "players", 4)))
        if problems:
            self.app.notify(problem_words(problems[0]))
        self.refresh()

    def set_preset(self, preset: str) -> None:
        """Switch to a rule set: Official, Party, or the player's own."""
        s = self.app.settings
        if preset == "custom" and s.custom_rules is None:
            s.custom_rules = dict(s.rules)
        try:
            s.rules = preset_rules(preset, s.custom_rules, keep=s.rules)  # the deck and match length stay
        except ValueError as exc:
            self.app.notify(_("Your own rules could not be read ({problem}); the official ones are used.")
                            .format(problem=exc))
            s.custom_rules = None
            s.rules = preset_rules("official", keep=s.rules)
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
            Slider(_("Computer speed"), s.cpu_speed, self._setter("cpu_speed"), lo=0.5, hi=3.0, step=0.25,
                   fmt=_speed, help=_("How quickly the computer players think and act")),
            Slider(_("Animation speed"), s.anim_speed, self._setter("anim_speed"), lo=0.5, hi=3.0, step=0.25,
                   fmt=_speed, help=_("How fast cards fly, deal and flip")),
            Toggle(_("Highlight playable cards"), s.highlight_playable, self._setter("highlight_playable"),
                   help=_("Mark the cards you can play and dim the rest")),
            Choice(_("Sort my hand"), _options(SORTS), s.auto_sort, self._setter("auto_sort"),
                   help=_("Keep your cards in the order dealt, or sorted")),
            Toggle(_("Confirm a Wild Draw Four bluff") if s.rules.get("edition") != "flip" else
                   _("Confirm a wild draw bluff"), s.confirm_bluff, self._setter("confirm_bluff"),
                   help=_("Ask first when you play a +4 while holding the colour in force")
                   if s.rules.get("edition") != "flip" else
                   _("Ask first when you play a Wild Draw Two or a Wild Draw Color while holding the colour in "
                     "force")),
            Toggle(_("Hints"), s.hints, self._setter("hints"),
                   help=_("Short tips at the table about what you can do now")),
            Toggle(_("Relaxed timing"), s.relaxed_timing, self._setter("relaxed_timing"),
                   help=_("No clock on jumping in, catching or saying Uno: the others wait for you")),
            Button(_("Keys and buttons…"), lambda: self.app.open(routes.Controls()), size=19,
                   help=_("Remap the keys and the controller's buttons")),
        ]

    def _sound_rows(self) -> list[Widget]:
        s = self.app.settings
        return [
            Slider(_("Master volume"), s.master_volume, self._volume("master_volume"), lo=0.0, hi=1.0, step=0.05,
                   fmt=format_share, help=_("The loudness of everything")),
            Slider(_("Effects volume"), s.effects_volume, self._volume("effects_volume"), lo=0.0, hi=1.0,
                   step=0.05, fmt=format_share, help=_("Cards, calls and fanfares")),
            Toggle(_("Mute"), s.muted, self._volume("muted"), help=_("Silence every sound")),
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
            Stepper(_("Language"), list(LANGUAGE_CODES), s.language, self.set_language, fmt=_language, wrap=True,
                    help=_("The language of the game; System follows your computer")),
            Toggle(_("Full screen"), self.app.fullscreen, self.set_fullscreen, help=_("Fill the screen (F11 anywhere)")),
            Toggle(_("Colour-blind symbols"), s.colorblind, self._display("colorblind"),
                   help=_("Add a shape for each colour on the cards and the colour in force")),
            Toggle(_("High-contrast cards"), s.high_contrast, self._display("high_contrast"),
                   help=_("Flat card colours with every sign in white or black, at least 4.5:1")),
            Slider(_("Interface scale"), s.ui_scale, self.set_ui_scale, lo=0.8, hi=1.5, step=0.1, fmt=format_share,
                   help=_("Make everything larger or smaller together: menus, cards and words")),
            Choice(_("Text size"), tuple((n, format_percent(n)) for n in TEXT_SIZES), s.text_size, self.set_text_size,
                   help=text_size_help(s.text_size, self.app.size)),
            Choice(_("Table felt"), _options(FELT_NAMES), s.felt, self._display("felt"),
                   help=_("The colour of the cloth on the table")),
            Choice(_("Card back"), _options(CARD_BACKS), s.card_back, self._display("card_back"),
                   help=_("The colour of the backs of the cards")),
            Toggle(_("Reduce motion"), s.reduce_motion, self._display("reduce_motion"),
                   help=_("No table shake when a +4 lands on you, no bouncing on a win")),
        ]

    def _display(self, name: str) -> Any:
        def change(value: Any) -> None:
            setattr(self.app.settings, name, value)
            self.app.apply_settings()
        return change

    def set_language(self, code: str) -> None:
        """Speak another language from now on: every screen is worded again."""
        self.app.settings.language = code
        self.app.apply_settings()
        self.refresh()

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
            self.reset_armed_by = self.app.input_kind
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
        self.app.notify(_("Every setting is back to its default."))
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
                self.zones.activate(0)  # the keys on the tabs, as the Settings opened (Right then changed a row)
                return True
            if key == pygame.K_TAB and mod & pygame.KMOD_CTRL:
                step = -1 if mod & pygame.KMOD_SHIFT else 1
                self.set_tab(names[(names.index(self.tab) + step) % len(names)])
                self.zones.activate(0)
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
