@echo off
rem Windows: starts the game (sets itself up on first run). All arguments go to beastybar; the set-up's
rem lines follow their --lang. The program names commands in its messages the way this script was called.
setlocal
call "%~dp0scripts\ensure-venv.cmd" -- %* || exit /b 1
set "BEASTYBAR_COMMAND=%~0"
"%~dp0.venv\Scripts\beastybar.exe" %*
exit /b %ERRORLEVEL%
