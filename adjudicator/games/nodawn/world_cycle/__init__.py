"""The world cycle's own events (731, 500.9, 500.16, 500.17, 503.3, 514.4): sheltering at
sunrise, the Day rest, the return from shelter at the first Night upkeep. Sunlight death is a
state check (state_checks/sunlight.py); what shelters and where is zones/shelter.py.
"""
