from beastybar_access.cli import main

raise SystemExit(main())
