#!/usr/bin/env python3
"""Proves Scripts/check-conflict-markers can fail: a temporary repository with a file that holds a
merge's conflict markers is reported (each marker line, then a count, exit 1); the same file
without them, and a reference list (*.tsv) that happens to hold such a line, pass."""
import os
import shutil
import subprocess
import tempfile
import unittest

SCRIPT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", "check-conflict-markers"))


class ConflictMarkerTests(unittest.TestCase):
    def setUp(self):
        self.root = tempfile.mkdtemp(prefix="markers-")
        subprocess.run(["git", "init", "-q", self.root], check=True)

    def tearDown(self):
        shutil.rmtree(self.root)

    def write(self, name, text):
        with open(os.path.join(self.root, name), "w") as file:
            file.write(text)
        subprocess.run(["git", "-C", self.root, "add", name], check=True)

    def run_check(self):
        return subprocess.run([SCRIPT, self.root], capture_output=True, text=True)

    def test_markersInATrackedFile_areReported(self):
        self.write("README.md", "| a |\n<<<<<<< HEAD\n| b |\n=======\n| c |\n>>>>>>> branch\n")
        result = self.run_check()
        self.assertEqual(result.returncode, 1)
        self.assertIn("README.md:2:<<<<<<< HEAD", result.stdout)
        self.assertIn("README.md:4:=======", result.stdout)
        self.assertIn("README.md:6:>>>>>>> branch", result.stdout)
        self.assertIn("3 conflict marker line(s)", result.stderr)

    def test_aFileWithoutMarkers_andAReferenceList_pass(self):
        self.write("README.md", "| a |\n======= not a marker\n")
        self.write("names.tsv", "=======\n")
        result = self.run_check()
        self.assertEqual(result.returncode, 0, result.stdout + result.stderr)

    def test_aCopyThatIsNotAWorkTree_isReadFileByFile(self):
        self.write("README.md", "<<<<<<< HEAD\n")
        shutil.rmtree(os.path.join(self.root, ".git"))
        result = self.run_check()
        self.assertEqual(result.returncode, 1)
        self.assertIn("README.md:1:<<<<<<< HEAD", result.stdout)


if __name__ == "__main__":
    unittest.main()
