"""The game starts even where no home folder can be found."""
from __future__ import annotations

from pathlib import Path
from unittest import mock

import platformdirs

from game.storage.store import Store, default_data_dir


def test_no_home_folder_falls_back_to_a_temporary_data_folder(tmp_path: Path) -> None:
    failing = mock.patch.object(
        platformdirs, "user_data_dir", side_effect=RuntimeError("could not determine the home directory")
    )
    with failing, mock.patch("tempfile.gettempdir", return_value=str(tmp_path)):
        path = default_data_dir()
        store = Store()
    assert path.parent == tmp_path and path.name.startswith("uno-table")
    assert path.is_dir()
    assert store.data_dir == path
    store.save_settings(store.load_settings())
    assert (path / "settings.json").exists()
