"""The pygame user interface: scenes, widgets, card art, tweens, sound."""
