"""Settings, the match in progress and statistics on disk (no pygame)."""
from __future__ import annotations

from game.storage.settings import (
    DIFFICULTIES,
    PRESETS,
    SETTINGS_VERSION,
    Settings,
    UnknownVersionError,
    preset_rules,
    rules_label,
)
from game.storage.stats import SCHEMA_VERSION, Result, Stats, Summary, Tally
from game.storage.store import MATCH_VERSION, Store, default_data_dir

__all__ = [
    "DIFFICULTIES",
    "MATCH_VERSION",
    "PRESETS",
    "SCHEMA_VERSION",
    "SETTINGS_VERSION",
    "Result",
    "Settings",
    "Stats",
    "Store",
    "Summary",
    "Tally",
    "UnknownVersionError",
    "default_data_dir",
    "preset_rules",
    "rules_label",
]
