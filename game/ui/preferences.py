"""The settings at work: saved with a one-line notice when that fails, and applied to the sound and
the pictures at once (the display's part, full screen, is the window's: `App.apply_settings`)."""
from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from game.i18n import _, language, set_language, system_language

if TYPE_CHECKING:
    from game.storage import Settings, Store
    from game.ui.assets import Audio
    from game.ui.cardart import CardArt

__all__ = ["apply_media", "save"]


def save(store: Store, settings: Settings, notify: Callable[[str], None]) -> bool:
    """Save the settings to the data folder; tell the player in one line when that fails."""
    try:
        return store.save_settings(settings)
    except (OSError, ValueError) as exc:
        notify(_("The settings could not be saved: {problem}").format(problem=exc))
        return False


def apply_media(settings: Settings, audio: Audio, art: CardArt) -> bool:
    """Apply the volumes, the colour-blind marks, the felt, the card back and the language now; return True when
    pictures the scenes may hold changed (they are then laid out again)."""
    from game.ui.paint import set_felt

    audio.set_volume(settings.master_volume, settings.effects_volume)
    audio.muted = bool(settings.muted)
    changed = False
    if bool(getattr(art, "colorblind", not settings.colorblind)) != bool(settings.colorblind):
        art.set_colorblind(bool(settings.colorblind))
        changed = True  # scenes may hold card pictures drawn before
    set_hc = getattr(art, "set_high_contrast", None)
    if set_hc is not None and set_hc(bool(getattr(settings, "high_contrast", False))):
        changed = True  # scenes may hold card pictures drawn before
    if set_felt(str(getattr(settings, "felt", "green"))):
        changed = True  # the table keeps its own copy of the felt
    set_back = getattr(art, "set_back", None)
    if set_back is not None and set_back(str(getattr(settings, "card_back", "red"))):
        changed = True
    if (settings.language or system_language()) != language():
        set_language(settings.language)
        clear = getattr(art, "clear", None)
        if clear is not None:
            clear()  # the Wild Customizable's face carries words
        changed = True  # every scene words its text again
    return changed
