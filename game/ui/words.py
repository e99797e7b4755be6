"""The model's names of things in the player's language: cards, colours (game.cardwords), levels, teams.

The model names them in English (`Card.label`, `Color.label`, `LEVEL_LABELS`, `TEAM_NAMES`); the
interface shows them through the catalogue, the English name being the key (tools/catalogues.py puts
those names in the catalogue).
"""
from __future__ import annotations

from game.ai.base import LEVEL_LABELS
from game.cardwords import a_card, card_name, color_name, color_word, rank_name
from game.i18n import N_, SOURCE, _, language, pgettext
from game.model.cards import Card
from game.model.teams import TEAM_NAMES
from game.names import name_key

__all__ = [
    "DEFAULT_NAME",
    "FELT_NAMES",
    "a_card",
    "article",
    "card_name",
    "challenged_name",
    "color_name",
    "color_word",
    "level_name",
    "rank_name",
    "says_you",
    "shown_name",
    "team_name",
    "with_article",
]

FELT_NAMES: tuple[tuple[str, str], ...] = (("green", N_("Green")), ("blue", N_("Blue")), ("wine", N_("Wine")),
                                           ("slate", N_("Slate")))
"""The table's felts (game.storage.settings.FELT_COLORS, game.ui.palette.FELTS), each with its name
(translated where shown)."""


_WILD_DRAW_FOUR = Card.parse("W4")


def challenged_name(played: Card | None) -> str:
    """Return the name of the card a challenge is about: the wild draw card played (a Wild Draw Four; UNO
    Flip!'s Wild Draw Two or Wild Draw Color), or "Wild Draw Four" when that card is not known."""
    return card_name(played if played is not None and played.wild else _WILD_DRAW_FOUR)


def article(word: str) -> str:
    """Return `word` with "a" or "an" before it, as it is said: "an 8", "an 11", "a 1", "an orange", "a Skip".

    Numbers go by their spoken sound: 8, 11, 18, 80-89 and 8xx start with a vowel ("eight", "eleven").
    """
    text = word.strip()
    head = text.split(" ", 1)[0]
    if head[:1].isdigit():
        digits = "".join(ch for ch in head if ch.isdigit())
        vowel = digits.startswith("8") or (digits[:2] in ("11", "18") and len(digits) in (2, 5, 6))
    else:
        vowel = head[:1].lower() in ("a", "e", "i", "o", "u") and not head.lower().startswith(("uno", "uni", "one"))
    return f"{'an' if vowel else 'a'} {text}"


DEFAULT_NAME = N_("You")
"""The player's name until they type one (`Settings.player_name`'s default), kept so in the settings and
the statistics whatever the language."""


def shown_name(name: str) -> str:
    """Return a seat's name as the screens draw it: the default "You" in the player's language ("あなた"),
    any name the player gave as it is."""
    return _(DEFAULT_NAME) if name == DEFAULT_NAME else name


def says_you(name: str) -> bool:
    """Return True when `name` is no name to address someone by: empty, or "You" (the default name, in
    English or in the player's language). "You, your turn" reads wrong: such a person is told "Your turn"."""
    key = name_key(name)
    return not key or key in (name_key(DEFAULT_NAME), name_key(_(DEFAULT_NAME)))


def with_article(name: str) -> str:
    """Return a card's or rank's name with "a"/"an" in English; as it is in every other language (their
    sentences carry their own articles)."""
    return article(name) if language() == SOURCE else name


def level_name(level: str) -> str:
    """Return a CPU level's name ("Easy", "Fácil")."""
    return pgettext("level", LEVEL_LABELS.get(level, level.capitalize()))


def team_name(team: int) -> str:
    """Return a team's name ("Team A", "Equipo A")."""
    return _(TEAM_NAMES[team]) if 0 <= team < len(TEAM_NAMES) else str(team)
