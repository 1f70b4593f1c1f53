"""Cap Horn: a sailing race around Cape Horn on navigation cards laid on the sea."""
