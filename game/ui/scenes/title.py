"""The title screen: the game's name over a fan of gently bobbing cards, and the main menu."""
from __future__ import annotations

import math
from typing import TYPE_CHECKING

import pygame

from game.i18n import _
from game.model import Card, Color, Rank
from game.ui import routes
from game.ui.controls import Button, Swatches
from game.ui.menus import Menu
from game.ui.pad import pad_words
from game.ui.paint import draw_felt, draw_panel
from game.ui.palette import FELTS, MUTED, RED, WHITE, YELLOW
from game.ui.scene import Scene
from game.ui.screens import draw_footer
from game.ui.text import draw_text, get_font, outlined_text, scaled_px, text_scale, text_width, wrap_text
from game.ui.tween import ease_out_back
from game.ui.units import px
from game.ui.words import FELT_NAMES

if TYPE_CHECKING:
    from game.ui.scene import Host

__all__ = ["TitleScene"]

# The fan behind the name: card and angle (degrees, counter-clockwise), left to right.
FAN: tuple[tuple[Card, float], ...] = (
    (Card(Color.BLUE, Rank.REVERSE), 26.0),
    (Card(Color.GREEN, Rank.SEVEN), 13.0),
    (Card(None, Rank.WILD_DRAW_FOUR), 0.0),
    (Card(Color.YELLOW, Rank.SKIP), -13.0),
    (Card(Color.RED, Rank.DRAW_TWO), -26.0),
)

FAN_SECONDS = 4.0
"""The fan and the name bob this long after the title appears (and after each return to it), then
come to rest over FAN_SETTLE seconds, so that a resting title draws nothing."""
FAN_SETTLE = 1.0


def fan_motion(t: float) -> float:
    """Return how much the fan bobs at `t` seconds: 1.0, then easing to 0.0 (at rest) and staying there."""
    if t <= FAN_SECONDS - FAN_SETTLE:
        return 1.0
    k = min(1.0, (t - (FAN_SECONDS - FAN_SETTLE)) / FAN_SETTLE)
    return (1.0 - k) ** 2


DEAL_SECONDS = 0.9
"""The title's cards are dealt into their fan over this long when it first shows (one after another)."""
DEAL_STAGGER = 0.12
"""Seconds between two of the title's cards setting off."""


def deal_in(t: float, i: int) -> float:
    """Return how far card `i` of the title's fan has come at `t` seconds: 0 (not yet dealt) to 1 (in its
    place), overshooting a little on the way, the cards `DEAL_STAGGER` apart."""
    start = DEAL_STAGGER * i
    k = (t - start) / max(0.01, DEAL_SECONDS - DEAL_STAGGER * (len(FAN) - 1))
    if k <= 0.0:
        return 0.0
    return 1.0 if k >= 1.0 else ease_out_back(k)


class TitleScene(Scene):
    """Play, Continue (when a match is saved), Settings, Statistics, How to play, Quit."""

    def __init__(self, app: Host) -> None:
        super().__init__(app)
        self.menu = Menu([], spacing=12, padding=6)
        self.t = 0.0
        self.intro = 0.0 if not getattr(app.settings, "reduce_motion", False) else DEAL_SECONDS
        """Seconds since this title first showed: its cards are dealt into the fan over `DEAL_SECONDS`
        (once: coming back from Settings they are already there)."""
        self.scale = app.scale
        self.can_continue = False
        self.logo: pygame.Surface | None = None
        self.logo_center = (0, 0)
        self.fan_center = (0, 0)
        self.card_w = 100
        self.panel = pygame.Rect(0, 0, 0, 0)

    # -- lifecycle -------------------------------------------------------------------------------
    def enter(self) -> None:
        """Look for a saved match."""
        self._check_saved()

    def resume(self) -> None:
        """Look again for a saved match (a match may have been saved or finished meanwhile); bob again. The
        focus stays on the button left by (Continue coming up meanwhile, its save written in the background,
        took it: Up three times and Enter then started the guided hand)."""
        self.t = 0.0
        focused = self.menu.focused
        self._check_saved(getattr(focused, "text", None))

    def _check_saved(self, keep: str | None = None) -> None:
        has = self.app.store.has_match()
        if has != self.can_continue or not self.menu.items:
            self.can_continue = has
            self.resize(self.size)
            again = next((b for b in self.menu.items if keep is not None and getattr(b, "text", None) == keep), None)
            if again is not None:
                self.menu.set_focus(again)
            elif has:  # a match is waiting: Enter continues it
                self.menu.set_focus(0)

    # -- actions ---------------------------------------------------------------------------------
    def play(self) -> None:
        """Open the new-game screen."""
        self.app.open(routes.NewGame())

    def continue_match(self) -> None:
        """Load the saved match and go to the table."""
        data = self.app.store.load_match()
        if data is None:
            self.app.notify(_("There is no saved match to continue."))
            self._check_saved()
            return
        try:
            from game.session import Session

            session = Session.from_dict(data)
        except (ValueError, KeyError, TypeError) as exc:
            self.app.store.reject_match(str(exc).splitlines()[0] if str(exc) else "unreadable")
            self._check_saved()
            return
        stats = getattr(self.app.store, "stats", None)
        if session.renamed and stats is not None:  # a person named as the save was read: theirs, its hands
            from game.ui.table.ending import adopt_renamed

            adopt_renamed(stats, session)
        self.app.open(routes.Table(session))

    def guided(self) -> None:
        """Play the guided first hand."""
        self.app.open(routes.Guided())

    def settings(self) -> None:
        """Open the settings."""
        self.app.open(routes.Settings())

    def statistics(self) -> None:
        """Open the statistics screen."""
        self.app.open(routes.Stats())

    def howto(self) -> None:
        """Open How to play."""
        self.app.open(routes.HowTo())

    # -- layout ----------------------------------------------------------------------------------
    def _buttons(self) -> list[Button]:
        # one main button: Continue when a match waits (it has the focus too), else Play; Continue comes
        # above Play, in room kept for it, so that no other button moves as it comes and goes (playtest)
        items = []
        if self.can_continue:
            items.append(Button(_("Continue"), self.continue_match, primary=True, help=_("Go back to the match you left")))
        items += [
            Button(_("Play"), self.play, primary=not self.can_continue, help=_("Start a new game against the computer")),
            Button(_("First hand (guided)"), self.guided, help=_("Learn by playing a short hand with a coach")),
            Button(_("Settings"), self.settings, help=_("House rules, game pace, sound and display")),
            Button(_("Statistics"), self.statistics, help=_("Your games, wins and winning runs")),
            Button(_("How to play"), self.howto, help=_("The rules, page by page")),
            Button(_("Quit"), self.app.quit, help=_("Close the game")),
        ]
        return items

    def _felt_picker(self) -> Swatches[str]:
        """The table's cloth, chosen here where every player sees it (also in Settings, Display): the title's
        own felt changes at once."""
        return Swatches(_("Table"), [(f, _(name)) for f, name in FELT_NAMES], [FELTS[f] for f, _n in FELT_NAMES],
                        str(getattr(self.app.settings, "felt", "green")), self._set_felt,
                        help=_("The colour of the cloth on the table: Left/Right or a click (also in Settings)"))

    def _set_felt(self, name: str) -> None:
        """Lay the felt `name` on the table from now on, and keep it in the settings."""
        self.app.settings.felt = name
        self.app.apply_settings()
        self.app.save_settings()

    def resize(self, size: tuple[int, int]) -> None:
        """Place the logo and the card fan on the left and the menu on the right."""
        super().resize(size)
        s = self.scale = self.app.scale
        w, h = size
        focus = self.menu.focus_index
        self.menu.set_items([*self._buttons(), self._felt_picker()], keep_focus=False)
        if 0 <= focus < len(self.menu.items):
            self.menu.set_focus(focus)
        # the menu panel on the right
        # as wide as the longest label needs at the buttons' size (150% text in Spanish: "Primera mano
        # (guiada)"), up to two fifths of the window; only past that does a label shrink
        need = max(text_width(b.text, px(b.size, s), True) for b in self.menu.items if isinstance(b, Button))
        bw = max(px(300, s), min(need + px(44, s), round(w * 0.4)))
        n = len(self.menu.items) - 1  # the buttons; the felt's swatches under them
        felt_h = self.menu.items[-1].preferred_height(bw - 2 * px(6, s), s)
        mh = n * px(50, s) + n * px(12, s) + felt_h + 2 * px(6, s)
        pad = px(20, s)
        self.panel = pygame.Rect(0, 0, bw + 2 * pad, mh + 2 * pad)
        # placed as if Continue were there: its bottom stays where it is whether Continue shows or not
        full = mh + (not self.can_continue) * px(62, s)
        self.panel.bottomright = (w - max(px(40, s), w // 14), h // 2 + px(10, s) + (full + 2 * pad) // 2)
        self.menu.layout(self.panel.inflate(-2 * pad, -2 * pad), s)
        # the art on the left, centred in the space left of the panel
        left_w = self.panel.x
        cx = left_w // 2 + px(10, s)
        self.card_w = max(60, min(round(h * 0.2), round(left_w * 0.17)))
        self.fan_center = (cx, round(h * 0.42))
        self.logo_center = (cx, round(h * 0.42) + round(self.card_w * 0.8))
        self.logo = self._make_logo(round(self.card_w * 3.0))

    def _make_logo(self, width: int) -> pygame.Surface:
        """Draw the name: a tilted red oval with a white rim holding "UNO" in yellow.

        It is drawn at twice the size and turned and halved in one smooth step, for clean edges.
        """
        big = width * 2
        h = round(big * 0.5)
        base = pygame.Surface((big, h), pygame.SRCALPHA)
        rect = base.get_rect()
        pygame.draw.ellipse(base, (0, 0, 0, 90), rect.inflate(-12, -12).move(6, 12))
        pygame.draw.ellipse(base, WHITE, rect.inflate(-16, -20))
        pygame.draw.ellipse(base, RED, rect.inflate(-16 - big // 14, -20 - big // 14))
        # the name is art, not words to read: the same size inside the oval whatever the text size
        # (fonts are built at their size times the text size; 150% made "UNO" spill out of the oval)
        wanted = round(h * 0.62)
        size = max(1, round(wanted / text_scale()))
        while size > 1 and scaled_px(size) > wanted:
            size -= 1
        text = outlined_text("UNO", size, YELLOW, (20, 16, 16), max(4, big // 70))
        base.blit(text, text.get_rect(center=(rect.centerx, rect.centery - round(h * 0.03))))
        return pygame.transform.rotozoom(base, 8, 0.5)

    # -- events ----------------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        """Route to the menu; Esc moves the focus to Quit."""
        if event.type == pygame.KEYDOWN and getattr(event, "key", 0) == pygame.K_ESCAPE:
            self.menu.set_focus(len(self.menu.items) - 2)  # Quit (the felt's swatches are under it)
            return True
        self.menu.handle_event(event)
        return True

    def update(self, dt: float) -> None:
        """Let the cards deal in and bob (for the first few seconds)."""
        self.t += dt
        self.intro += dt
        self.menu.update(dt)

    def wake_in(self) -> float | None:
        """Animate while the fan bobs; then rest until input."""
        return 0.0 if self.t < FAN_SECONDS else None

    # -- drawing ---------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        """Draw the felt, the fan of cards, the name and the menu."""
        draw_felt(surface)
        s = self.scale
        art = self.app.art
        cx, cy = self.fan_center
        cw = self.card_w
        motion = fan_motion(self.t)
        spread = cw * 0.62
        for i, (card, angle) in enumerate(FAN):
            k = i - (len(FAN) - 1) / 2
            bob = math.sin(self.t * 1.4 + i * 1.1) * cw * 0.045 * motion
            dealt = deal_in(self.intro, i)
            if dealt <= 0.0:
                continue  # not dealt yet
            x = cx + k * spread * dealt
            y = cy - cw * 0.25 + abs(k) * cw * 0.16 + bob + (1.0 - min(1.0, dealt)) * cw * 1.2
            shadow = art.shadow(cw, angle)
            surface.blit(shadow, shadow.get_rect(center=(round(x + cw * 0.05), round(y + cw * 0.08))))
            face = art.get(card, cw, angle)
            surface.blit(face, face.get_rect(center=(round(x), round(y))))
        if self.logo is not None:
            lift = math.sin(self.t * 0.9) * cw * 0.02 * motion
            surface.blit(self.logo, self.logo.get_rect(center=(self.logo_center[0], round(self.logo_center[1] + lift))))
        # the line under the name wraps to the room left of the menu (150% text in Polish is wider)
        size = px(19, s)
        room = max(px(120, s), 2 * min(self.logo_center[0], self.panel.x - self.logo_center[0]) - px(24, s))
        y = self.logo_center[1] + round(cw * 0.95)
        for line in wrap_text(_("The classic card game, with every house rule"), size, room):
            draw_text(surface, line, size, (self.logo_center[0], y), MUTED, False, "midtop")
            y += get_font(size).get_linesize()
        draw_panel(surface, self.panel, radius=px(18, s))
        self.menu.draw(surface)
        draw_footer(surface, pad_words(self.menu.focused_help, self.app.input_kind), s)
