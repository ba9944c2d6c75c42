## beastybar arena: bots play each other; help texts, the table and the names of the bot levels.

bot-level-random = random
bot-level-easy = easy
bot-level-normal = normal
bot-level-hard = hard

arena-help = let computer players of chosen levels play each other and show how strong each level is
arena-description = Computer players of the chosen levels play each other. Seats rotate so that every level sits in every seat equally often, with the same cards. The same seed gives the same games.
arena-game = the game: { $games }
arena-players = number of players (Beasty Bar 2 to 4, Cubirds 2 to 5; default 2)
arena-games = number of games (default 100); a multiple of the number of players keeps the seats balanced
arena-seed = seed of the random numbers (default 0); the same seed gives the same games
arena-seats = the level in each seat, separated by commas, for example hard,normal; fewer levels than players repeat the last one; levels: { $levels }
arena-variant = rules variant: standard or advanced (Beasty Bar only; default standard)
arena-json = print one JSON object instead of the table
arena-jobs = number of processes playing at once (default 1); the results do not depend on it

arena-error = error: { $message }
arena-bad-players = this game is for { $low } to { $high } players, not { $given }
arena-bad-games = the number of games must be at least 1, not { $given }
arena-bad-jobs = the number of processes must be at least 1, not { $given }
arena-too-many-jobs = there can be at most as many processes as the computer has processors ({ $cpus }), not { $given }
arena-bad-game = the arena does not play "{ $given }"; it plays: { $known }
arena-bad-variant = unknown variant "{ $given }"; known: { $known }
arena-bad-level = unknown level "{ $given }"; known: { $known }
arena-too-many-seats = { $given } levels given for { $players } players

arena-variant-standard = standard
arena-variant-advanced = advanced
arena-title = Arena: { $game }, { $games } games, { $players } players, { $variant } variant, seed { $seed }
arena-lineup = Seats: { $seats } (rotated every game)
arena-col-level = level
arena-col-seats = seat-games
arena-col-wins = wins
arena-col-rate = win rate
arena-col-ci = 95% confidence
arena-col-bar = bar animals
arena-col-birds = birds collected
arena-col-species = species collected
arena-col-avg-ms = avg move ms
arena-col-median-ms = median ms
arena-col-max-ms = slowest ms
arena-percent = { NUMBER($value, minimumFractionDigits: 1, maximumFractionDigits: 1) } %
arena-number-1 = { NUMBER($value, minimumFractionDigits: 1, maximumFractionDigits: 1) }
arena-number-2 = { NUMBER($value, minimumFractionDigits: 2, maximumFractionDigits: 2) }
arena-note-shared = A shared win counts as a win for each player who shares it.
arena-note-seats = Win rates are per seat; with { $players } players an even match is { NUMBER($even, maximumFractionDigits: 1) } %. The confidence interval is Wilson's.
