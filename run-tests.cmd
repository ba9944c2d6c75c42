@echo off
rem Windows: runs the lint, the type check and the whole test suite (sets itself up on first run).
rem Arguments go to pytest.
setlocal
call "%~dp0scripts\ensure-venv.cmd" test || exit /b 1
cd /d "%~dp0"
".venv\Scripts\ruff.exe" check . || exit /b 1
".venv\Scripts\mypy.exe" --strict beastybar_access || exit /b 1
".venv\Scripts\python.exe" -m pytest %*
exit /b %ERRORLEVEL%
