"""The naive peer of bench/form-fill: the text `tesseract IMAGE - -l L` prints, and for each type
one plain regular expression whose first match is the answer. No validation, no country, no
layout: what a script written in an afternoon would do."""
import re

MONTHS = ("January|February|March|April|May|June|July|August|September|October|November|December|"
          "Januar|Februar|März|Mai|Juni|Juli|Oktober|Dezember|"
          "janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre")
STREET = r"(?:street|st|avenue|ave|ste|road|rd|lane|ln|way|rue|boulevard|bd|straße|strasse|str\.|weg|platz|allee)"
POSTCODE_LINE = re.compile(r"^\s*(?:\d{4,5}\b|[A-Z][A-Za-z .'-]+,? (?:[A-Z]{2} \d{5}|[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}))")

PATTERNS = {
    "phone": re.compile(r"(?:\+\d{1,3}[ .-]?)?(?:\(\d{2,4}\)[ .-]?)?\d{2,5}(?:[ .-]\d{2,5}){1,4}"),
    "email": re.compile(r"[\w.+-]+@[\w-]+(?:\.[\w-]+)+"),
    "url": re.compile(r"(?<![@\w.-])(?:https?://)?(?:www\.)?[\w-]+(?:\.[\w-]+)*\.(?:com|org|net|io|de|fr|jp|uk)\b(?:/\S*)?",
                      re.I),
    "tracking": re.compile(r"1Z(?: ?[0-9A-Z]){16}|[A-Z]{2}(?: ?\d){9} ?[A-Z]{2}|\d(?:[ -]?\d){11,25}"),
    "flight": re.compile(r"\b(?:[A-Z]{2}|[A-Z]\d|\d[A-Z])[A-Z]? ?\d{2,4}\b"),
    "datetime": re.compile(rf"\b(?:\d{{1,2}}[./]\d{{1,2}}[./]\d{{4}}|\d{{4}}[/-]\d{{1,2}}[/-]\d{{1,2}}|\d{{4}}年\d{{1,2}}月\d{{1,2}}日"
                           rf"|\d{{1,2}}\.? (?:{MONTHS}) \d{{4}}|(?:{MONTHS}) \d{{1,2}}, \d{{4}})", re.I),
}
STREET_LINE = re.compile(rf"\b\d+\w*\b.*\b{STREET}\b|\b{STREET}\s*\d+\w*\b", re.I)
JP_ADDRESS = re.compile(r"〒\s*\d{3}-?\d{4}.*")


def address(text):
    """The first line with a house number and a street word, with the next line when it starts with a
    postcode (or a city, state and ZIP, or a UK postcode); a 〒 line as it stands."""
    lines = [l.strip() for l in text.split("\n")]
    for i, line in enumerate(lines):
        jp = JP_ADDRESS.search(line)
        if jp:
            return jp.group(0).strip()
        if STREET_LINE.search(line):
            nxt = lines[i + 1] if i + 1 < len(lines) else ""
            return line + ", " + nxt if POSTCODE_LINE.search(nxt) else line
    return ""


def first_match(text, type_):
    """The peer's answer for `type_` in tesseract's `text` ("" when its regular expression finds nothing)."""
    if type_ == "address":
        return address(text)
    if type_ == "phone":   # at least eight digits, so dates and amounts do not pass for numbers
        return next((m.group(0) for m in PATTERNS["phone"].finditer(text) if sum(c.isdigit() for c in m.group(0)) >= 8), "")
    m = PATTERNS[type_].search(text)
    return m.group(0).strip() if m else ""
