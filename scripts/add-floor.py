#!/usr/bin/env python3
"""The floor `podium add` is measured against (issue #46): Python's own JSON or XML reader and
SQLite storing the same fields of every event (times, title, texts, room, track, people, links)
with a full-text index of title, texts and people, in a WAL file made and removed here.
   scripts/add-floor.py FILE.json|FILE.xml
"""
import json
import os
import shutil
import sqlite3
import sys
import tempfile
import xml.etree.ElementTree as ET


def json_rows(path):
    feed = json.load(open(path, encoding='utf-8'))
    for day in feed['schedule']['conference']['days']:
        for room, events in day['rooms'].items():
            for e in events:
                yield (e.get('guid'), e.get('title'), e.get('subtitle'), e.get('abstract'), e.get('description'),
                       e.get('date'), e.get('start'), e.get('duration'), room, e.get('track'), e.get('type'),
                       e.get('language'), e.get('url'),
                       ','.join(p.get('public_name') or p.get('name') or '' for p in e.get('persons', [])),
                       ','.join(link.get('url', '') for link in e.get('links', [])))


def xml_rows(path):
    for day in ET.parse(path).getroot().iter('day'):
        for room in day.iter('room'):
            for e in room.iter('event'):
                def text(name):
                    return e.findtext(name) or None
                yield (e.get('guid') or e.get('id'), text('title'), text('subtitle'), text('abstract'), text('description'),
                       text('date'), text('start'), text('duration'), room.get('name'), text('track'), text('type'),
                       text('language'), text('url'),
                       ','.join(p.text or '' for p in e.iter('person')),
                       ','.join(link.get('href', '') for link in e.iter('link')))


def main():
    path = sys.argv[1]
    rows = list(json_rows(path) if path.endswith('.json') else xml_rows(path))
    folder = tempfile.mkdtemp(prefix='podium-add-floor.')
    try:
        db = sqlite3.connect(os.path.join(folder, 'floor.sqlite'))
        db.execute('pragma journal_mode=wal')
        db.execute('create table event(guid, title, subtitle, abstract, description, date, start, duration, room, '
                   'track, type, language, url, speakers, links)')
        db.execute('create virtual table search using fts5(title, text, people)')
        with db:
            db.executemany('insert into event values (?,?,?,?,?,?,?,?,?,?,?,?,?,?,?)', rows)
            db.executemany('insert into search values (?,?,?)',
                           [(r[1], (r[3] or '') + ' ' + (r[4] or ''), r[13]) for r in rows])
        db.close()
    finally:
        shutil.rmtree(folder)


main()
