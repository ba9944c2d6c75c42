## beastybar arena: počítačoví hráči hrají proti sobě; nápověda, tabulka a názvy úrovní.

bot-level-random = náhodná
bot-level-easy = snadná
bot-level-normal = střední
bot-level-hard = těžká

arena-help = nechá počítačové hráče zvolených úrovní hrát proti sobě a ukáže, jak silná je každá úroveň
arena-description = Počítačoví hráči zvolených úrovní hrají proti sobě. Místa se střídají, takže každá úroveň sedí na každém místě stejně často a se stejnými kartami. Stejné semínko dá stejné hry.
arena-game = hra: { $games }
arena-players = počet hráčů (Beasty Bar 2 až 4, Krabčáci 2 až 5; výchozí 2)
arena-games = počet her (výchozí 100); násobek počtu hráčů udrží místa vyrovnaná
arena-seed = semínko náhodných čísel (výchozí 0); stejné semínko dá stejné hry
arena-seats = úroveň na každém místě, oddělené čárkami, například hard,normal; je-li úrovní méně než hráčů, poslední se opakuje; úrovně: { $levels }
arena-variant = varianta pravidel: standard (základní) nebo advanced (pro pokročilé; jen Beasty Bar; výchozí standard)
arena-json = vypíše jeden objekt JSON místo tabulky
arena-jobs = počet současně hrajících procesů (výchozí 1); výsledky na něm nezávisí

arena-error = chyba: { $message }
arena-bad-players = tuto hru { $high ->
        [few] hrají { $low } až { $high } hráči
       *[other] hraje { $low } až { $high } hráčů
    }, ne { $given }
arena-bad-games = počet her musí být aspoň 1, ne { $given }
arena-bad-jobs = počet procesů musí být aspoň 1, ne { $given }
arena-too-many-jobs = procesů může být nejvýš tolik, kolik má počítač procesorů ({ $cpus }), ne { $given }
arena-bad-game = aréna neumí hru „{ $given }“; umí: { $known }
arena-bad-variant = neznámá varianta „{ $given }“; známé: { $known }
arena-bad-level = neznámá úroveň „{ $given }“; známé: { $known }
arena-too-many-seats = zadáno úrovní: { $given }, ale hráčů je { $players }

arena-variant-standard = základní
arena-variant-advanced = pro pokročilé
arena-title = Aréna: { $game }, her { $games }, hráčů { $players }, varianta { $variant }, semínko { $seed }
arena-lineup = Místa: { $seats } (střídají se každou hru)
arena-col-level = úroveň
arena-col-seats = her na místě
arena-col-wins = výhry
arena-col-rate = podíl výher
arena-col-ci = 95% interval
arena-col-bar = zvířat v baru
arena-col-birds = ptáků ve sbírce
arena-col-species = druhů ve sbírce
arena-col-avg-ms = průměr tahu ms
arena-col-median-ms = medián ms
arena-col-max-ms = nejdelší ms
arena-percent = { NUMBER($value, minimumFractionDigits: 1, maximumFractionDigits: 1) } %
arena-number-1 = { NUMBER($value, minimumFractionDigits: 1, maximumFractionDigits: 1) }
arena-number-2 = { NUMBER($value, minimumFractionDigits: 2, maximumFractionDigits: 2) }
arena-note-shared = Dělená výhra se počítá jako výhra každému, kdo se o ni dělí.
arena-note-seats = Podíly výher jsou na jedno místo; při { $players } hráčích je vyrovnaná hra { NUMBER($even, maximumFractionDigits: 1) } %. Interval spolehlivosti je Wilsonův.
