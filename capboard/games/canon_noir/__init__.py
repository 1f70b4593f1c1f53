"""Canon Noir: pirate fleets race for the treasures of two islands, under cannon fire."""
