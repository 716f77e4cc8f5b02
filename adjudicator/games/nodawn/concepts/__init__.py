"""Game concepts (section 1 of the rulebook): Vitae and paying costs (106, 118, 119), the
field sources (106.5c), tokens (111), damage (120), drawing (121) and counters (122).

``vitae``, ``damage``, ``counters`` and ``drawing`` are foundations: any rule module may
import them; they import only the core.
"""
