"""Game modes (section 9 of the rulebook): how Domains are built for a mode other than the
default, One-versus-One Constructed (901.1), whose limits are those of 100.2 and 100.3
(concepts/domains.py). A mode alters deck construction and the framing of the match, nothing
else (900.1); the game itself is played under the whole rulebook.
"""
