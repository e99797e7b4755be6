"""What the game opens before its first frame: the data folder, the media, the first route.

`open_store(options)` returns the store and its settings; `open_media(settings)` the sound and the
card pictures; `preset_rules(options, settings)` takes `--rules` as the next game's rules;
`first_route(options, settings)` is the title, or the table of a `--demo` or of `--people`. Each
raises `StartupError` with a one-line reason when the game cannot start. `tune_allocator` keeps freed
card pictures from fragmenting the heap on Linux.
"""
from __future__ import annotations

import sys
from typing import TYPE_CHECKING

from game.cli import Options, StartupError
from game.i18n import _, set_language
from game.model import Rules
from game.storage.settings import rules_label
from game.ui import routes
from game.ui.rulewords import rule_settings

if TYPE_CHECKING:
    from game.session import Session
    from game.storage import Settings, Store
    from game.ui.assets import Audio
    from game.ui.cardart import CardArt

__all__ = ["ART_CACHE_BYTES", "first_route", "open_media", "open_store", "preset_rules", "tune_allocator"]

ART_CACHE_BYTES = 4 * 1024 * 1024
"""The card pictures kept drawn. What the busiest table holds at once at 1920x1080 (a 10-seat demo:
the faces of the pile and the seats at four widths, their soft shadows at a few angles) is about
3 MB; beyond that the cache holds the turned copies of cards in flight, which the table draws in the
spare time after a frame for the frames ahead (`Scene.idle`). At 3 MB those were dropped before
their frame came (test_frame_work: a flight turned a card inside a frame); 4 MB keeps them. The
earlier 5 MB (chosen on a 1280x720 table) cost about 1 MB more peak memory for nothing more."""


def tune_allocator() -> None:
    """On Linux (glibc), keep freed card pictures from fragmenting the heap.

    glibc serves large blocks with mmap and gives them back when freed, but each free raises its
    threshold to that block's size, after which card-sized pictures (30-400 kB) come from the heap,
    where the table's steady turnover of rotated cards leaves holes: a 10-seat demo grew about 8 MB in
    30 s. A fixed threshold keeps them mapped and returned. Elsewhere this does nothing.
    """
    if not sys.platform.startswith("linux"):
        return
    try:
        import ctypes

        libc = ctypes.CDLL("libc.so.6")
        libc.mallopt(-3, 32 * 1024)   # M_MMAP_THRESHOLD: fixed, which also stops its dynamic rise
        libc.mallopt(-1, 128 * 1024)  # M_TRIM_THRESHOLD: give back a free heap top beyond this
        libc.mallopt(-8, 1)  # M_ARENA_MAX: the writer threads share the main heap (an arena each cost ~2 MB)
    except (OSError, AttributeError):  # not glibc (musl...): nothing to tune
        pass


def open_store(options: Options) -> tuple[Store, Settings]:
    """Open the data folder (`--data-dir`, else the player's) and read the settings."""
    from game.storage import Store, default_data_dir

    data_dir = options.data_dir
    try:
        store = Store(data_dir if data_dir is not None else default_data_dir())
        settings = store.load_settings()
        set_language(settings.language)
        return store, settings
    except (OSError, ValueError) as exc:
        where = data_dir if data_dir is not None else _("the data folder")
        raise StartupError(f"cannot read the settings in {where}: {exc}") from None


def open_media(settings: Settings) -> tuple[Audio, CardArt]:
    """Load the fonts (failing at start, in one line, when the bundled font is missing), the sound
    at the settings' volumes, and the card art in the settings' colours and back."""
    from game.ui.assets import Audio
    from game.ui.cardart import CardArt
    from game.ui.paint import set_felt
    from game.ui.text import get_font

    get_font(20)
    get_font(20, True)
    audio = Audio(enabled=True)
    audio.set_volume(settings.master_volume, settings.effects_volume)
    audio.muted = settings.muted
    art = CardArt(colorblind=settings.colorblind, max_items=1200, max_bytes=ART_CACHE_BYTES,
                  high_contrast=bool(getattr(settings, "high_contrast", False)))
    art.set_back(str(getattr(settings, "card_back", "red")))
    set_felt(str(getattr(settings, "felt", "green")))
    return audio, art


def preset_rules(options: Options, settings: Settings) -> str | None:
    """`--rules` without `--demo`: make them the new game's rules (the settings' own rules).

    Returns the line that tells the player so (the caller saves the settings), or None."""
    rules = options.rules
    if rules is None or options.demo:
        return None
    settings.rules = rules.to_dict()
    # a preset with another deck or match length is still that preset (`NOT_HOUSE_RULES`)
    named_set = {"Official": "official", "Party": "party"}.get(rules_label(rules.to_dict()))
    if named_set is None:
        settings.custom_rules = rules.to_dict()
    settings.preset = named_set or "custom"
    named = rule_settings(rules) or _("the official rules")
    return _("Rules from the command line for your next game: {rules}.").format(rules=named)


def first_route(options: Options, settings: Settings) -> routes.Route:
    """The title; or the table of a --demo, or of --people."""
    if options.demo:
        return routes.Table(_demo_session(options))
    if options.people:
        return routes.Table(_people_session(options, settings))
    return routes.Title()


def _demo_session(options: Options) -> Session:
    from game.ai import CPU_NAMES
    from game.session import MatchConfig, SeatSetup, Session

    rules = options.rules if options.rules is not None else Rules()
    seats = tuple(SeatSetup(CPU_NAMES[i], "normal") for i in range(options.players))
    try:
        return Session.new(MatchConfig(seats=seats, rules=rules, seed=options.seed, human=None))
    except ValueError as exc:
        raise StartupError(f"cannot start the demo: {exc}") from None


def _people_session(options: Options, settings: Settings) -> Session:
    """--people: a match with those people at the first seats and normal CPUs after them, on the
    rules and match length of the settings (which `--rules` has set, when given)."""
    from game.session import Session
    from game.ui.seating import PERSON, PlannedSeat, SeatPlan

    people = options.people
    plan = SeatPlan([PlannedSeat(PERSON, name) for name in people]
                    + [PlannedSeat("normal") for _ in range(options.players - len(people))])
    try:
        return Session.new(plan.config(settings.rules_obj(), options.seed))
    except ValueError as exc:
        raise StartupError(f"cannot start the match: {exc}") from None
