"""The naive-regex baseline: one textbook regular expression per type, no validation."""
import re

PATTERNS = {
    "phone": re.compile(r"\+?\(?\d{1,4}\)?[\s.-]?\(?\d{2,4}\)?[\s.-]?\d{3,4}[\s.-]?\d{0,4}"),
    "email": re.compile(r"[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}"),
    "url": re.compile(r"(?:https?://|www\.)[^\s<>\"]+|\b[a-z0-9-]+\.(?:com|org|net|io|de|uk)\b", re.I),
    "tracking": re.compile(r"\b(?:1Z[0-9A-Z]{16}|\d{12}|\d{15}|\d{20}|\d{22}|[A-Z]{2}\d{9}[A-Z]{2})\b"),
    "flight": re.compile(r"\b[A-Z0-9]{2}\s?\d{1,4}[A-Z]?\b"),
    "datetime": re.compile(
        r"\b(?:\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4}|\d{4}-\d{2}-\d{2}|\d{1,2}:\d{2}(?:\s?[ap]m)?"
        r"|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.? \d{1,2}(?:, \d{4})?)", re.I),
    "address": re.compile(
        r"\d+ [A-Za-z .]+ (?:St|Street|Ave|Avenue|Rd|Road|Blvd|Dr|Drive|Lane|Ln|Way)\.?,? [A-Za-z .]+,? [A-Z]{2} ?\d{5}(?:-\d{4})?"),
}


def detect(text, kind, region):
    return [{"text": m.group(0), "start": m.start(), "value": m.group(0)} for m in PATTERNS[kind].finditer(text)]
