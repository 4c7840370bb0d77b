@_exported import MatchCutMatcher
@_exported import MatchCutSnapshots
