import MatchCut
