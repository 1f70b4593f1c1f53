"""Cappella: two players lay paths across a honeycomb of tokens and build chapels, churches
and cathedrals paid for with those paths."""
