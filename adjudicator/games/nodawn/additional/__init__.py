"""Section 7's additional rules beyond the keyword actions and abilities and the state checks,
one module per rule group: Contracts and Liturgies (714), Great Works (715)."""
