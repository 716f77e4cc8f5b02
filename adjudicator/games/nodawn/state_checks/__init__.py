"""State-based actions (704.5), one module per check; the sweep that runs them is core/checks.py.

The Venom check (704.5k) is ``venom_damage``; Deathless (702.12a) spares Entities from the
checks that destroy (704.5j, 704.5k) through ``hooks.indestructible``.
"""
