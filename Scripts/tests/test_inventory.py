#!/usr/bin/env python3
"""Proves Scripts/inventory --check can fail when one of Apple's SwiftUI names has no row: removes
rows from temporary copies of the inventory and expects each missing name to be reported, and a
`compiles` row to be counted apart from `behaves` and `no effect`."""
import os
import re
import shutil
import subprocess
import sys
import tempfile
import unittest

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
REFERENCE = "Inventory/Reference/swiftui-ios17.4-names.tsv"


def copy_inventory(destination):
    """What Scripts/inventory reads and writes: the script, the inventory, the tests (generated ones
    and those named by rows) and the modules' documentation catalogs."""
    os.makedirs(os.path.join(destination, "Scripts"))
    shutil.copy(os.path.join(ROOT, "Scripts", "inventory"), os.path.join(destination, "Scripts"))
    shutil.copytree(os.path.join(ROOT, "Inventory"), os.path.join(destination, "Inventory"))
    shutil.copytree(os.path.join(ROOT, "Tests"), os.path.join(destination, "Tests"),
                    ignore=shutil.ignore_patterns(".build", "*.png", "*.jpg", "__Snapshots__"))
    modules = os.path.join(ROOT, "Modules")
    for module in os.listdir(modules):
        for name in os.listdir(os.path.join(modules, module)):
            if name.endswith(".docc"):
                shutil.copytree(os.path.join(modules, module, name), os.path.join(destination, "Modules", module, name))


def run(root, *arguments):
    return subprocess.run([sys.executable, os.path.join(root, "Scripts", "inventory"), *arguments],
                          capture_output=True, text=True)


class InventoryCheckTests(unittest.TestCase):
    def setUp(self):
        self.root = tempfile.mkdtemp(prefix="inventory-")
        copy_inventory(self.root)

    def tearDown(self):
        shutil.rmtree(self.root, ignore_errors=True)

    def remove_rows(self, names):
        """Removes the rows of `names` from the copy's SwiftUI topics and regenerates what they give,
        so the only problem --check can find is the names without a row."""
        left = set(names)
        folder = os.path.join(self.root, "Inventory", "SwiftUI")
        for file in sorted(os.listdir(folder)):
            path = os.path.join(folder, file)
            with open(path, encoding="utf-8") as handle:
                lines = handle.read().split("\n")
            kept = [line for line in lines if not any(line.startswith(f"| `{name}` |") for name in names)]
            left -= {name for name in names if any(line.startswith(f"| `{name}` |") for line in lines)}
            with open(path, "w", encoding="utf-8") as handle:
                handle.write("\n".join(kept))
        self.assertEqual(left, set(), "the names have rows to remove")
        result = run(self.root)
        self.assertEqual(result.returncode, 0, result.stderr)

    def apple_names(self, count):
        """The first `count` names of the reference list's main bucket, with their kinds."""
        names = []
        with open(os.path.join(ROOT, REFERENCE), encoding="utf-8") as handle:
            for line in handle:
                fields = line.rstrip("\n").split("\t")
                if not line.startswith("#") and len(fields) >= 3 and fields[2] == "main":
                    names.append((fields[0], fields[1]))
        return names[:count]

    def test_theRealInventory_passes(self):
        result = run(self.root, "--check")
        self.assertEqual(result.returncode, 0, result.stderr)
        self.assertEqual(result.stderr, "")

    def test_anAppleNameWithoutARow_failsNamingIt(self):
        (name, kind), = self.apple_names(1)
        self.remove_rows([name])
        result = run(self.root, "--check")
        self.assertNotEqual(result.returncode, 0)
        self.assertEqual(result.stderr.splitlines(), [f"{REFERENCE}: {name} ({kind}) has no row in Inventory/SwiftUI/"])

    def test_manyNamesWithoutARow_listTheFirstTwentyThenHowManyMore(self):
        names = self.apple_names(25)
        self.remove_rows([name for name, _ in names])
        result = run(self.root, "--check")
        self.assertNotEqual(result.returncode, 0)
        lines = result.stderr.splitlines()
        self.assertEqual(lines[:20], [f"{REFERENCE}: {name} ({kind}) has no row in Inventory/SwiftUI/"
                                      for name, kind in names[:20]])
        self.assertEqual(lines[20:], [f"{REFERENCE}: and 5 more of Apple's names have no row"])

    def test_compilesRows_areCountedApartFromBehavesAndNoEffect(self):
        result = run(self.root, "--counts")
        self.assertEqual(result.returncode, 0, result.stderr)
        header = "| topic | Apple's names | behaves | no effect | compiles | not provided | other rows |"
        self.assertIn(header, result.stdout)
        total = next(line for line in result.stdout.splitlines()[result.stdout.splitlines().index(header):]
                     if line.startswith("| **all** |"))
        cells = [re.sub(r" \(.*\)", "", cell.strip()) for cell in total.strip("|").split("|")]
        apple, behaves, no_effect, compiles, not_provided = (int(cell) for cell in cells[1:6])
        self.assertEqual(behaves + no_effect + compiles + not_provided, apple)
        self.assertGreater(compiles, 0)

    def test_aCompilesRowWithoutAUse_fails(self):
        path = os.path.join(self.root, "Inventory", "SwiftUI", "Time.md")
        with open(path, encoding="utf-8") as handle:
            text = handle.read()
        with open(path, "w", encoding="utf-8") as handle:
            handle.write(text.rstrip("\n") + "\n| `Planted.name` | compiles |  |  |\n")
        result = run(self.root, "--check")
        self.assertNotEqual(result.returncode, 0)
        self.assertIn("Planted.name is provided (compiles) but has no use", result.stderr)


if __name__ == "__main__":
    unittest.main()
