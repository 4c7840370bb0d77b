@_exported import MatchCutMatcher
