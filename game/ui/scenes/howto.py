"""How to play: the rules in short readable pages, with a page for each house rule switched on."""
from __future__ import annotations

from dataclasses import dataclass, field, fields
from typing import TYPE_CHECKING

import pygame

from game.ai.easy import FORGET_UNO as EASY_FORGETS
from game.ai.normal import FORGET_UNO as NORMAL_FORGETS
from game.i18n import N_, _, format_percent, join_list
from game.model import CUSTOM_WILD_HELP, Card, Rules
from game.model.edition import Edition
from game.model.rules import RULE_DETAILS
from game.ui.bindings import button_word
from game.ui.controls import Button, Heading, Label, Widget
from game.ui.pad import BUTTONS, PAD
from game.ui.palette import CREAM, INK, MUTED, YELLOW
from game.ui.rulewords import rule_line, rule_setting, rule_settings, rule_title
from game.ui.screens import MenuScene
from game.ui.text import draw_text, get_font, text_surface
from game.ui.units import px

if TYPE_CHECKING:
    from game.ui.scene import Host

__all__ = ["CONTROLS", "FLIP_CARDS", "KEYS", "PAD_CONTROLS", "PASS_AND_PLAY", "HowToScene", "Page", "deck_page",
           "pages_for"]


CPU_FORGETTING = "\x00cpu-forgetting"
"""Stands in a page for `cpu_forgetting()`, worded when the page is shown."""


def cpu_forgetting() -> str:
    """How often each CPU level forgets Uno, from the agents' own rates, in the player's language."""
    return _("The computer players forget too, so watch for a catch: Easy ones forget Uno about {easy} of "
             "the time, Normal ones about {normal}, Hard ones never. A chatty player forgets a little more "
             "often, a cautious one less.").format(easy=format_percent(round(EASY_FORGETS * 100)),
                                                  normal=format_percent(round(NORMAL_FORGETS * 100)))


@dataclass(frozen=True)
class Page:
    """One page: a title, paragraphs, and cards to show."""

    title: str
    paragraphs: tuple[str, ...]
    cards: tuple[str, ...] = field(default=())


def _c(text: str) -> Card:
    return Card.parse(text)


BASIC: tuple[Page, ...] = (
    Page(N_("The aim"), (
        N_("Be the first to get rid of every card in your hand."),
        N_("Each player gets 7 cards. A card is turned up to start the discard pile, and the rest is the "
        "draw pile. Play goes round the table, clockwise to begin with."),
        N_("Winning a hand scores the cards left in everyone else's hand. In a match, hands go on until "
        "someone reaches the target score; in a single hand, the first one out wins."),
    ), ("R7", "G2", "BS", "W")),
    Page(N_("Your turn"), (
        N_("Play one card that matches the top of the discard pile by colour, by number, or by symbol. "
        "A red 5 on a red 9, a green 5 on a red 5, a Skip on a Skip."),
        N_("A Wild can be played on anything, even when you hold a card that matches."),
        N_("Or draw a card instead: you may, even if you could play. If the card you drew can be played, "
        "you may play it straight away or keep it. Otherwise your turn is over."),
        N_("When the draw pile runs out, the discard pile (all but its top card) is shuffled into a new one."),
    ), ("R9", "R5", "G5", "W")),
    Page(N_("Action cards"), (
        N_("Skip: the next player misses their turn."),
        N_("Reverse: play changes direction. With only two players it works like a Skip."),
        N_("Draw Two: the next player draws two cards and misses their turn."),
        N_("Action cards match each other by symbol, so a blue Skip goes on a red Skip."),
    ), ("BS", "YR", "GD2")),
    Page(N_("Wild cards"), (
        N_("Wild: you choose the colour to play next (the current one is allowed)."),
        N_("Wild Draw Four: choose the colour, and the next player draws four and misses their turn. "
        "You may only play it when you hold no card of the colour in force (matching numbers or "
        "symbols of other colours do not count)."),
        N_("The colour in force is shown in the ring around the piles."),
    ), ("W", "W4")),
    Page(N_("Challenging a Wild Draw Four"), (
        N_("A Wild Draw Four may be a bluff. The player who has to draw may challenge it."),
        N_("If the player who played it did hold a card of the colour in force, they draw the four "
        "cards instead, and the challenger plays on as normal."),
        N_("If it was honest, the challenger draws six (the four plus two) and misses the turn. "
        "Either way, the colour chosen stays."),
    ), ("W4",)),
    Page(N_("Say Uno!"), (
        N_("When you play your next-to-last card, say Uno: press the Uno button or the U key."),
        N_("If you forget and another player catches you before the next player starts a turn, you draw "
        "two cards. Catch a forgetful player with the Catch button or the C key."),
        N_("You can say Uno early, while you still hold two cards."),
        CPU_FORGETTING,
    ), ("G3", "B3")),
    Page(N_("Starting a hand"), (
        N_("Everyone draws a card to choose the dealer: the highest number deals. Later hands are dealt by "
        "the next player to the left."),
        N_("If the first card turned up is an action card, it counts as if the dealer had played it: a Skip "
        "skips the first player, a Reverse makes the dealer start and play go the other way, a Draw Two "
        "makes the first player draw two and miss a turn, and a Wild lets the first player choose the "
        "colour. A Wild Draw Four goes back into the pack and another card is turned."),
    ), ("YS", "RR", "BD2")),
    Page(N_("Scoring"), (
        N_("The winner of a hand scores the cards left in the other hands:"),
        N_("Number cards: their number. Skip, Reverse and Draw Two: 20 points. Wild and Wild Draw Four: "
        "50 points. (Wild Shuffle Hands and Wild Customizable, in the 2018 deck: 40.)"),
        N_("If the last card played is a Draw Two or a Wild Draw Four, the next player still draws those "
        "cards before the points are counted."),
    ), ("B9", "GR", "W4")),
)

KEYS: tuple[tuple[str, str], ...] = (
    (N_("Left / Right"), N_("choose a card of your hand: every card in turn, the playable ones raised")),
    (N_("Page Up / Page Down"), N_("jump to the next card you can play")),
    (N_("Home / End"), N_("choose the first or last card of your hand")),
    (N_("Enter or Space"), N_("play the chosen card, or give the highlighted answer of a question")),
    ("D", N_("draw a card (or take the cards a +2 or +4 gives you)")),
    ("U", N_("say Uno")),
    ("C", N_("catch a player who forgot to say Uno")),
    ("K", N_("keep the card you have just drawn")),
    ("H", N_("challenge a Wild Draw Four")),
    ("L", N_("while the table waits on your chance (relaxed timing): let it pass; else L opens the log")),
    ("S", N_("sort your hand: as dealt, by colour, by number")),
    (N_("1-4 or R, Y, G, B"), N_("choose a colour: red, yellow, green, blue")),
    ("1-9", N_("choose the player to swap hands with (Seven-O)")),
    (N_("Tab or Up / Down"), N_("move between the answers of a question")),
    (N_("Esc"), N_("cancel a question or the chosen card; else pause")),
    ("P", N_("pause")),
    (N_("F or Down, or a click away from the cards"), N_("skip the motion in flight: the cards land at once")),
    (N_("L or Up, a click or a tap on the log, or the mouse wheel over it"),
     N_("open the log of the whole hand (Esc closes it); a CPU's line chosen, or W, shows why it played so")),
    (N_("F11 or Alt+Enter"), N_("full screen on and off, anywhere")),
)
"""Every key at the table, in one place: How to play shows it and the README copies it."""

CONTROLS = Page(N_("Controls"), (
    N_("Mouse: click a card to play it, click the draw pile to draw. Buttons appear for every choice: "
    "the colour of a wild, whom to swap with, Challenge or Take 4, Play it or Keep it, Uno and Catch."),
    *(f"{k}\t{what}" for k, what in KEYS),
    N_("In the menus: Up and Down (or Tab) move, Enter chooses, Left and Right change a setting, "
    "1-4 switch the settings' tabs, Esc goes back."),
))
PASS_AND_PLAY = Page(N_("Several people at one screen"), (
    N_("Any seats may be people: they take turns at the same screen (pass-and-play), with computer players "
    "in the other seats. Only one person's hand is ever shown, at the bottom: the table turns so that "
    "whoever holds the screen sits there, with the others round them in the order of play."),
    N_("Between two people's turns a screen says \"Pass to Mia\" and covers the whole table. Hand the "
    "computer over; Mia presses Enter, Space or the big button when nobody else can see, and only then "
    "her cards show. The screen also tells what happened since her last turn."),
    N_("When your turn is over, your cards are turned face down while the others play. A 7 swap, a 0 pass "
    "or Wild Shuffle Hands never shows anyone's new hand but your own, and only after your screen."),
    N_("Uno: say it on your own turn (while you hold two cards), or at once when a play leaves you one card. "
    "If someone else's play left you one card, the UNO button shows your name: press it yourself."),
    N_("Catching is one shared button, Catch (C), on the table and on the privacy screen: anyone may press "
    "it for a player who forgot to say Uno. It counts for the person at the screen, or for another person "
    "when that one is the forgetful player (or their partner); catching scores nothing, the forgetful "
    "player draws."),
    N_("Jump-In is off for people while more than one person plays: it would need a hand shown out of turn. "
    "The computer players still jump in when the rule is on."),
    N_("Answering a Draw Two, a stack or a Wild Draw Four is an ordinary turn: it waits behind that person's "
    "privacy screen. A match saved and continued later starts behind a privacy screen too."),
))

PAD_CONTROLS = Page(N_("Controller"), (
    N_("A game controller plays everything, menus included: plug it in at any time. The buttons are named "
    "as on an Xbox pad (on others, the button in the same place)."),
    *(f"{b}\t{what}" for b, what in BUTTONS),
    N_("In the menus: the d-pad moves, A chooses, Left and Right change a setting, B goes back. "
    "Several controllers may be plugged in at once."),
))

HOUSE_CARDS: dict[str, tuple[str, ...]] = {
    "stacking": ("RD2", "GD2", "YD2"),  # +2 on +2 on +2: a +4 on a +2 would be Mixed stacking's picture
    "stack_mixed": ("BD2", "W4"),
    "seven_o": ("R7", "Y0"),
    "jump_in": ("G8", "G8"),
    "challenge": ("W4",),
    "edition": ("WS", "WC"),
    "first_card_number_only": ("B4",),
    "teams": ("RS", "W"),
    "custom_wild": ("WC",),
}
"""The cards a house rule's page shows."""
FLIP_HOUSE_CARDS: dict[str, tuple[str, ...]] = {
    "stacking": ("RD1", "GD1", "YD1"),  # the light side's draw cards: a Flip deck has no Draw Two
    "stack_mixed": ("BD1", "W2"),
    "challenge": ("W2",),
}
"""With a two-sided deck (UNO Flip!), the pictures that name its own cards (playtest 13: the Stacking page
said "a Draw One with a Draw One" over three classic Draw Twos)."""

TABLE_NOTES: dict[str, tuple[str, ...]] = {
    "jump_in": (N_("Be quick: the computer players jump in too, though never on your own turn. A card you can jump in with glows in your hand."),),
    "teams": (N_("At the table, partners' name plates share their team's colour and mark."),),
    "custom_wild": (N_("Change what they do in Settings, House rules (Wild Customizable)."),),
}
"""What this game's table does about a rule (how it shows it or where to change it), never what the rule
means: that is the model's wording (`RULE_HELP`, `RULE_DETAILS`)."""

HOUSE: tuple[str, ...] = (
    "stacking", "stack_mixed", "seven_o", "jump_in", "draw_until_playable", "force_play", "challenge",
    "uno_penalty", "hand_size", "edition", "first_card_number_only", "teams", "custom_wild", "target_score",
)
"""The rules that get a page when they differ from the official game, in this order."""


def _key_line(text: str) -> str:
    """A paragraph of a page in the player's language; a key's line ("key\taction") as a sentence."""
    if text == CPU_FORGETTING:
        return cpu_forgetting()
    key, tab, action = text.partition("\t")
    if not tab:
        return _(text)
    # Translators: a line of the controls' page: a key (or button) and what it does.
    return _("{key}: {action}.").format(key=button_word(key), action=_(action))


def translated(page: Page) -> Page:
    """Return a page of the tables above (marked with N_) in the player's language."""
    return Page(_(page.title), tuple(_key_line(text) for text in page.paragraphs), page.cards)


def house_page(name: str, value: object, deck: Edition | None = None) -> Page:
    """Return the page of house rule `name` set to `value`: the model's title and wording (for the cards of
    `deck`), the value in play (as the model describes it), then this table's notes."""
    own = deck.rule_details if deck is not None else {}
    notes = own[name] if name in own else RULE_DETAILS.get(name, ())
    text: list[str] = [rule_line(name, deck), *(_(line) for line in notes)]
    if not isinstance(value, bool):
        setting = rule_setting(name, value)
        if name == "custom_wild" and isinstance(value, str) and value in CUSTOM_WILD_HELP:
            text.append(_("In this game: {setting}: {what}").format(setting=setting,
                                                                   what=_(CUSTOM_WILD_HELP[value][1])))
        else:
            text.append(_("In this game: {setting}.").format(setting=setting))
    elif not value:
        text.append(_("In this game: {setting}.").format(setting=rule_setting(name, value)))
    text.extend(_(note) for note in TABLE_NOTES.get(name, ()))
    pictures = FLIP_HOUSE_CARDS if deck is not None and deck.two_sided else {}
    return Page(_("House rule: {rule}").format(rule=rule_title(name)), tuple(text),
                pictures.get(name, HOUSE_CARDS.get(name, ())))


FLIP_CARDS = ("RD1", "GF", "W2", "PD5", "TSE", "WDC")
"""The cards UNO Flip!'s page shows: the light side's new cards, then the dark side's."""
FLIP_NOTES = (N_("At the table the others' hands show the other side of their cards; point at a hand to see it "
                 "larger. On the dark side the felt turns to night."),)


def deck_page(deck: Edition) -> Page:
    """Return the page of a deck that plays differently (UNO Flip!): the model's wording of the edition
    (`Edition.help`), then this table's notes and cards for it."""
    two = deck.two_sided
    return Page(_("Deck: {title}").format(title=_(deck.title)),
                (rule_line("edition"), *(_(line) for line in deck.help), *(_(n) for n in (FLIP_NOTES if two else ()))),
                FLIP_CARDS if two else ())


def _next_hand_page(rules: Rules, upcoming: Rules) -> Page:
    """The page that says what changes from the next hand (or that nothing does)."""
    changes = rules.differences(upcoming)
    if not changes:
        return Page(_("From the next hand"), (
            _("Nothing changes: the next hand is played with the rules in play now."),
            _("House rules and the Uno penalty changed in Settings apply from the next hand of this match; "
              "the match length, the deck and the cards dealt from the next match."),
        ))
    lines = []
    for name in changes:
        before, after = getattr(rules, name), getattr(upcoming, name)
        if isinstance(before, bool):
            line = (_("{rule}: on.") if after else _("{rule}: off.")).format(rule=rule_title(name))
        else:
            line = _("{before} becomes {after}.").format(before=rule_setting(name, before),
                                                        after=rule_setting(name, after))
        lines.append(line)
    return Page(_("From the next hand"), (_("These changes from your settings apply from the next hand:"), *lines,
                                          _("Match length, deck and cards dealt changed in Settings wait for "
                                            "the next match.")))


def pages_for(rules: Rules, upcoming: Rules | None = None, pad: bool = False) -> list[Page]:
    """Return every page: the basic rules, which house rules are on, one page per rule on, controls.

    `upcoming`: in a match, the rules of its next hand; a page then says what changes. `pad`: a game
    controller was used last, so its buttons come before the keys. In the player's language.
    """
    in_play = upcoming is not None
    base = Rules()
    out = [translated(page) for page in BASIC]
    changed = [name for name in HOUSE if getattr(rules, name) != getattr(base, name)]
    names = rule_settings(rules)
    switches = [f.name for f in fields(Rules) if isinstance(getattr(base, f.name), bool) and f.name != "challenge"]
    off = [rule_title(n) for n in switches if not getattr(rules, n)]
    off_line = (_("Off: {rules}.").format(rules=join_list(off)),) if off else ()
    if not changed:
        summary: tuple[str, ...] = (
            _("This hand plays the official rules: no house rule is switched on.") if in_play
            else _("Your settings play the official rules: no house rule is switched on."),
            *off_line,
            # in a match, a rule switched on now waits for the next hand (playtest 11)
            _("Switch them on in Settings, House rules: from the next hand.") if in_play
            else _("Switch them on in Settings, House rules."),
        )
    else:
        summary = (
            (_("In play this hand: {rules}.") if in_play else _("On in your settings: {rules}.")).format(rules=names),
            *off_line,
            _("The next pages explain each rule that is on. Change them in Settings, House rules."),
        )
    out.append(Page(_("Rules in play") if in_play else _("House rules in this game"), summary))
    if upcoming is not None:
        out.append(_next_hand_page(rules, upcoming))
    for name in changed:
        deck = rules.deck
        out.append(deck_page(deck) if name == "edition" and deck.help else house_page(name, getattr(rules, name), rules.deck))
    out.append(translated(PASS_AND_PLAY))
    controls, pad_controls = remapped(translated(CONTROLS), pad=False), remapped(translated(PAD_CONTROLS), pad=True)
    out.extend((pad_controls, controls) if pad else (controls, pad_controls))
    return out


def remapped(page: Page, *, pad: bool) -> Page:
    """Return a controls page with a line naming the keys (or buttons) the player remapped, if any."""
    from game.storage.bindings import KEY_ACTIONS, PAD_ACTIONS
    from game.ui.bindings import active, button_title, key_title

    now = active()
    bound, actions, title = (now.buttons, PAD_ACTIONS, button_title) if pad else (now.keys, KEY_ACTIONS, key_title)
    moved = [_("{key}: {action}").format(key=_(what), action=title(bound[action]))
             for action, default, what in actions if bound[action] != default]
    where = _("Remap them in Settings, Gameplay, Keys and buttons.")
    if not moved:
        return Page(page.title, (*page.paragraphs, where), page.cards)
    line = (_("You remapped these buttons (they replace the ones above): {moved}.") if pad else
            _("You remapped these keys (they replace the ones above): {moved}.")).format(moved="; ".join(moved))
    return Page(page.title, (*page.paragraphs, line, where), page.cards)


class _CardRow(Widget):
    """A row of cards drawn by the card art."""

    focusable = False

    def __init__(self, app: Host, cards: tuple[str, ...]) -> None:
        super().__init__()
        self.app = app
        self.cards = [_c(t) for t in cards]
        self.height = 150

    def _card_w(self) -> int:
        return px(78, self.scale)

    def draw(self, surface: pygame.Surface) -> None:
        """Draw the cards centred, slightly overlapping."""
        if not self.cards:
            return
        w = self._card_w()
        step = round(w * 1.15)
        total = step * (len(self.cards) - 1) + w
        x = self.rect.centerx - total // 2
        y = self.rect.y + px(8, self.scale)
        for card in self.cards:
            sh = self.app.art.shadow(w)
            surface.blit(sh, sh.get_rect(center=(x + w // 2 + px(3, self.scale), y + round(w * 0.78) + px(4, self.scale))))
            surface.blit(self.app.art.get(card, w), (x, y))
            x += step


class HowToScene(MenuScene):
    """Pages of rules: Prev/Next, Left/Right or Page Up/Down, Esc goes back."""

    title = N_("How to play")
    panel_width = 860
    footer_hint = N_("Left and Right turn the pages · Esc goes back")
    pad_footer_hint = N_("Left and Right turn the pages · Up and Down scroll · B goes back")

    def __init__(self, app: Host, rules: Rules | None = None, upcoming: Rules | None = None) -> None:
        """`rules`: the rules in play at the table (else the settings'); `upcoming`: its next hand's. Opened
        from a match, it opens at the page of the rules in play (playtest 10: the pause's Rules opened
        the basic rules, page 1 of 16); the pages before it are a Back away."""
        super().__init__(app)
        if rules is None:
            try:
                rules = Rules.from_dict(dict(app.settings.rules))
            except ValueError:
                rules = Rules()
        self.pages = pages_for(rules, upcoming, pad=app.input_kind == PAD)
        self.page = 0
        if upcoming is not None:  # from a match (the pause's Rules): this table's rules first, not page 1
            self.page = next((i for i, p in enumerate(self.pages) if p.title == _("Rules in play")), 0)
        self._opened = False
        """The first layout is done: the keyboard starts on Next (on a later page, not on Previous)."""

    def build(self) -> list[Widget]:
        """The current page: title, paragraphs, cards."""
        page = self.pages[self.page]
        items: list[Widget] = [Heading(page.title, size=28, rule=False)]
        for text in page.paragraphs:
            items.append(Label(text, size=20, color=CREAM))
        if page.cards:
            items.append(_CardRow(self.app, page.cards))
        return items

    def build_bar(self) -> list[Widget]:
        """Previous, Next, Back."""
        last = len(self.pages) - 1
        return [
            Button(_("‹ Previous"), self.prev, enabled=self.page > 0, help=_("The page before (Left)")),
            Button(_("Next ›"), self.next, enabled=self.page < last, primary=True, help=_("The next page (Right)")),
            Button(_("Back"), self.back, help=_("Leave How to play (Esc)")),
        ]

    def go(self, page: int) -> None:
        """Show page `page` (clamped), from its top."""
        page = max(0, min(len(self.pages) - 1, page))
        if page != self.page:
            self.page = page
            self.menu.scroll = 0
            self.refresh()
            self.menu.scroll_by(-self.menu.scroll)
            if not self.bar.focused or not self.bar.focused.enabled:
                self.bar.move_focus(1)

    def prev(self) -> None:
        """Turn back a page."""
        self.go(self.page - 1)

    def next(self) -> None:
        """Turn to the next page."""
        self.go(self.page + 1)

    def _pill(self) -> pygame.Surface:
        """Return the words of the pill that says a page goes on below."""
        hint = _("More below: Down or the mouse wheel") if self.app.input_kind != PAD else _("More below: Down")
        return text_surface(hint, px(15, self.scale), INK, True)

    def resize(self, size: tuple[int, int]) -> None:
        """Lay out; the keyboard starts on the buttons (the text has nothing to focus). A page that goes on
        below gives up a band at the foot of its text for the pill that says so: no line lies under it."""
        super().resize(size)
        # the page's words start under the page number ("12 / 15" stood over a line at 150% text)
        m = pygame.Rect(self.menu.rect)
        below = self.page_number_pos()[1] + get_font(px(17, self.scale), True).get_linesize() + px(2, self.scale)
        if below > m.y:
            m.h -= below - m.y
            m.y = below
            self.menu.layout(m, self.scale)
        if self.menu.max_scroll > 0:
            m = pygame.Rect(self.menu.rect)
            m.h -= self._pill().get_height() + px(8, self.scale) + px(6, self.scale)
            self.menu.layout(m, self.scale)
        self.zones.activate(2)
        if not self._opened:  # opened on a later page (the pause's Rules), it started on "‹ Previous" (playtest 11)
            self._opened = True
            nxt = next((i for i, w in enumerate(self.bar.items) if isinstance(w, Button) and w.primary), -1)
            if nxt >= 0 and self.bar.items[nxt].enabled:
                self.bar.set_focus(nxt)
        if self.bar.focused is None or not self.bar.focused.enabled:
            self.bar.move_focus(1)

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Left/Right and Page Up/Down turn pages; Up/Down scroll a long page, then move among the buttons."""
        if event.type == pygame.KEYDOWN:
            key = getattr(event, "key", 0)
            if key in (pygame.K_LEFT, pygame.K_PAGEUP):
                self.prev()
                return True
            if key in (pygame.K_RIGHT, pygame.K_PAGEDOWN):
                self.next()
                return True
            if key in (pygame.K_UP, pygame.K_DOWN):
                down = key == pygame.K_DOWN
                # scroll a long page while it goes on that way; at its end (or on a short page) the
                # arrows move among the buttons, so that they reach every one
                if (self.menu.scroll < self.menu.max_scroll) if down else self.menu.scroll > 0:
                    self.menu.scroll_by(px(40, self.scale) * (1 if down else -1))
                    return True
        return super().handle_event(event)

    def page_number_pos(self) -> tuple[int, int]:
        """Return where the page number's top right goes: the panel's top right, clear of the scroll bar."""
        s = self.scale
        right = self.panel.right - px(22, s)
        bar = self.menu.scroll_bar()
        if bar is not None:
            right = min(right, bar.x - px(12, s))
        return right, self.panel.y + px(22, s)

    def more_below(self) -> bool:
        """Return True when the page goes on below the panel (it scrolls and is not at its end)."""
        return self.menu.scroll < self.menu.max_scroll

    def pill_rect(self) -> pygame.Rect | None:
        """Return where the pill saying the page goes on below stands (under the text, above the buttons),
        or None when the page has no more below."""
        if not self.more_below():
            return None
        pill = self._pill().get_rect().inflate(px(20, self.scale), px(8, self.scale))
        pill.midtop = (self.menu.rect.centerx, self.menu.rect.bottom + px(4, self.scale))
        return pill

    def draw_extra(self, surface: pygame.Surface) -> None:
        """Draw the page number at the panel's top right, and say when the page goes on below."""
        s = self.scale
        text = f"{self.page + 1} / {len(self.pages)}"
        draw_text(surface, text, px(17, s), self.page_number_pos(),
                  YELLOW if self.page == len(self.pages) - 1 else MUTED, True, "topright")
        pill = self.pill_rect()
        if pill is not None:  # the page goes on: its last lines fade out above a pill that says so
            m = self.menu.rect
            surf = self._pill()
            band = px(18, s)
            surface.blit(_fade_band(m.w, band), (m.x, m.bottom - band))
            pygame.draw.rect(surface, YELLOW, pill, border_radius=pill.h // 2)
            surface.blit(surf, surf.get_rect(center=pill.center))


_FADES: dict[tuple[int, int], pygame.Surface] = {}


def _fade_band(w: int, h: int) -> pygame.Surface:
    """Return a band `w` x `h` of the panel's colour, clear at its top and nearly opaque at its bottom: the
    lines of a page that goes on below fade out instead of being cut by the list's edge (cached per size)."""
    band = _FADES.get((w, h))
    if band is None:
        band = pygame.Surface((max(1, w), max(1, h)), pygame.SRCALPHA)
        for y in range(h):
            k = (y + 1) / h
            band.fill((8, 34, 20, round(245 * k ** 0.8)), pygame.Rect(0, y, w, 1))
        if len(_FADES) > 4:
            _FADES.clear()
        _FADES[(w, h)] = band
    return band
