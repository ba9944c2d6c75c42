@echo off
rem Windows: creates .venv beside this project (once) and installs the project into it.
rem Usage: scripts\ensure-venv.cmd [extra]   e.g. "test" installs the test tools too.
setlocal
set "PY="
where py >nul 2>nul && set "PY=py -3"
if not defined PY where python >nul 2>nul && set "PY=python"
if not defined PY (
    echo error: Python 3.11 or newer is needed: winget install Python.Python.3.12 ^(or python.org^) 1>&2
    exit /b 1
)
%PY% "%~dp0ensure_venv.py" %*
exit /b %ERRORLEVEL%
